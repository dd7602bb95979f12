export {
  MobileMenu,
  type MobileMenuProps,
  type MobileMenuUser,
  type MobileMenuVariant,
} from './MobileMenu';
export { MobileMenuButton, type MobileMenuButtonProps } from './MobileMenuButton';
