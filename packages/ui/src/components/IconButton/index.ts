export {
  IconButton,
  type IconButtonAccessibleName,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton';
