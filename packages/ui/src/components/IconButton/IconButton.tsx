'use client';

import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconSize } from '../Icon';
import type { LucideIcon } from '../Icon/icons';
import { StyledIconButton } from './IconButton.styles';

export type IconButtonVariant = 'primary' | 'secondary' | 'tertiary';
export type IconButtonSize = 'sm' | 'md' | 'lg';

/**
 * An icon-only button has no visible text, so it must be named: give `aria-label` (the usual
 * case) or `aria-labelledby`. Leaving both out is a type error.
 */
export type IconButtonAccessibleName =
  | { 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-label'?: string; 'aria-labelledby': string };

export type IconButtonProps = Omit<
  AriaButtonProps,
  'children' | 'className' | 'style' | 'aria-label' | 'aria-labelledby'
> &
  IconButtonAccessibleName & {
    /** The Lucide icon to show, such as `Bell` or `X` (see `Icon/icons.ts`). */
    icon: LucideIcon;
    /** @default 'tertiary' */
    variant?: IconButtonVariant;
    /** The button is a square `theme.sizes.controlHeight[size]` wide. @default 'md' */
    size?: IconButtonSize;
    /** @default 'square' (rounded corners like `Button`) */
    shape?: 'square' | 'round';
  };

const iconSizes: Record<IconButtonSize, IconSize> = { sm: 'sm', md: 'md', lg: 'lg' };

/** A button that shows only an icon, such as a menu toggle or a close button. It must be named. */
export function IconButton({
  icon,
  variant = 'tertiary',
  size = 'md',
  shape = 'square',
  ...props
}: IconButtonProps) {
  return (
    <StyledIconButton {...props} data-variant={variant} data-size={size} data-shape={shape}>
      <Icon as={icon} size={iconSizes[size]} />
    </StyledIconButton>
  );
}
