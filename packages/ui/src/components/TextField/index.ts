export { applyMask, maskCapacity } from './mask';
export {
  TextArea,
  type TextAreaProps,
  TextField,
  type TextFieldProps,
  type TextFieldType,
} from './TextField';
