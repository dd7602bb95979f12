'use client';

import { Menu } from '../../components/Icon/icons';
import { IconButton, type IconButtonSize } from '../../components/IconButton';

export type MobileMenuButtonProps = {
  /** Whether the menu it opens is open; shown to screen readers as `aria-expanded`. */
  isOpen: boolean;
  /** Called with `true` when pressed while the menu is closed (and `false` while it is open). */
  onOpenChange: (isOpen: boolean) => void;
  /** The accessible name of the icon-only button. @default 'Menu' */
  'aria-label'?: string;
  /** @default 'md' */
  size?: IconButtonSize;
};

/**
 * The hamburger button that opens the `MobileMenu`, for a header's mobile slot. It shares the
 * menu's open state: `<MobileMenuButton isOpen={open} onOpenChange={setOpen} />` next to
 * `<MobileMenu isOpen={open} onOpenChange={setOpen} … />`. When the menu closes, focus returns here.
 */
export function MobileMenuButton({
  isOpen,
  onOpenChange,
  'aria-label': ariaLabel = 'Menu',
  size = 'md',
}: MobileMenuButtonProps) {
  return (
    <IconButton
      icon={Menu}
      size={size}
      aria-label={ariaLabel}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      onPress={() => onOpenChange(!isOpen)}
    />
  );
}
