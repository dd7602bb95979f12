'use client';

import { CircleAlert } from '../../components/Icon/icons';
import { PartErrorText } from './Profile.styles';

export type PartErrorProps = {
  /** The id the part's fields point at with `aria-describedby`. */
  id: string;
  /** The part's save failure from the machine, such as 'Unable to update your account. Please try again.' */
  message: string | null | undefined;
};

/**
 * A part's save failure under that part. Rendered only while there is a message, as an alert, so
 * its appearance after Save is announced; the part's fields are described by it.
 */
export function PartError({ id, message }: PartErrorProps) {
  if (!message) return null;
  return (
    <PartErrorText id={id} role="alert">
      <CircleAlert aria-hidden="true" focusable="false" />
      <span>{message}</span>
    </PartErrorText>
  );
}
