export { RadioGroup, type RadioGroupProps, type RadioOptionItem } from './RadioGroup';
