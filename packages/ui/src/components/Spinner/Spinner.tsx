'use client';

import { SpinnerCircle } from './Spinner.styles';

export type SpinnerProps = {
  /** What is loading, read by screen readers. Leave empty when a visible label says it already. */
  label?: string;
  /** @default 'md' (1em, follows the text) */
  size?: 'md' | 'lg';
};

/** An indeterminate progress indicator. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  if (!label) return <SpinnerCircle aria-hidden="true" data-size={size} />;
  return <SpinnerCircle role="progressbar" aria-label={label} data-size={size} />;
}
