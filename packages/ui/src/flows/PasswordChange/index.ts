export {
  ChangePasswordCard,
  type ChangePasswordCardProps,
  type PasswordChangeActor,
} from './ChangePasswordCard';
