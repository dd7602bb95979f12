'use client';

import type { LucideIcon, LucideProps } from 'lucide-react';
import { StyledIcon } from './Icon.styles';

export type IconSize = 'sm' | 'md' | 'lg';

export type IconProps = Omit<
  LucideProps,
  'ref' | 'size' | 'width' | 'height' | 'color' | 'role' | 'aria-label' | 'aria-labelledby' | 'aria-hidden'
> & {
  /** The Lucide icon to draw, imported by name (see `icons.ts`), such as `Bell`. */
  as: LucideIcon;
  /**
   * What the icon means, read by screen readers (the icon gets `role="img"`). Leave it out when
   * the icon is decorative or text next to it says the same: the icon is then `aria-hidden`.
   */
  label?: string;
  /** Width and height, from `theme.sizes.iconSize`. @default 'md' */
  size?: IconSize;
};

/** A Lucide icon at a theme size, in the current text colour; decorative unless it has a `label`. */
export function Icon({ as, label, size = 'md', ...props }: IconProps) {
  const a11yProps = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return <StyledIcon {...props} {...a11yProps} as={as} data-size={size} />;
}
