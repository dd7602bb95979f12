'use client';

import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = Omit<AriaButtonProps, 'children' | 'className' | 'style'> & {
  children: ReactNode;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** While pending the button cannot be pressed and shows a spinner. @default false */
  isPending?: boolean;
  /** The label shown while pending, such as 'Signing Up...'. @default children */
  pendingLabel?: ReactNode;
};

/** A button for actions. Use `Link` for navigation. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isPending = false,
  pendingLabel,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      {...props}
      isPending={isPending}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {isPending ? (
        <>
          <Spinner />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
}
