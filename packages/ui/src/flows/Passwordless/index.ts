export { type PasswordlessActor, PasswordlessForm, type PasswordlessFormProps } from './PasswordlessForm';
