export { type PasswordAutoComplete, PasswordField, type PasswordFieldProps } from './PasswordField';
