/**
 * Type tests, checked by `tsc` (nothing here runs): an icon-only button needs an accessible name.
 */
import { Bell, X } from '../Icon/icons';
import { IconButton } from './IconButton';

export const named = <IconButton icon={Bell} aria-label="Notifications" />;
export const labelledBy = <IconButton icon={X} aria-labelledby="dialog-title" />;
export const both = <IconButton icon={X} aria-label="Close" aria-labelledby="dialog-title" />;

// @ts-expect-error An icon-only button without aria-label or aria-labelledby has no accessible name.
export const unnamed = <IconButton icon={Bell} />;

// @ts-expect-error `aria-label` must be a string.
export const wrongType = <IconButton icon={Bell} aria-label={42} />;

export const withChildren = (
  // @ts-expect-error An icon-only button takes an icon, not children.
  <IconButton icon={Bell} aria-label="Notifications">
    Bell
  </IconButton>
);
