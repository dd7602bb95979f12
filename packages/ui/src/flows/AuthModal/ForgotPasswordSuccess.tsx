'use client';

import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { telHref, useBrand } from '../../provider/brand';
import { PanelStack, PanelText } from '../shared/authForm.styles';

export type ForgotPasswordSuccessProps = {
  /** The address the link was sent to, when the modal knows it. */
  email: string;
  /** Back to the login form. */
  onShowLogin: () => void;
  /** Move focus to the message when the panel appears, so it is read at once. @default false */
  autoFocus?: boolean;
};

/** A `tel:` address from a phone number as people write it: '1-800-555-0199' -> 'tel:18005550199'. */

/**
 * The forgot-password success panel (title 'Check your email'): where the link went,
 * and the support phone number `{phone}` from the brand settings.
 */
export function ForgotPasswordSuccess({ email, onShowLogin, autoFocus = false }: ForgotPasswordSuccessProps) {
  const { supportPhone } = useBrand();
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (autoFocus) messageRef.current?.focus();
  }, [autoFocus]);
  const address = email.trim();
  return (
    <PanelStack>
      <PanelText ref={messageRef} tabIndex={-1}>
        If an account exists for {address ? <strong>{address}</strong> : 'that address'}, we sent it a link to
        reset your password. It may take a few minutes to arrive.
      </PanelText>
      <PanelText>
        No email? Call us at <Link href={telHref(supportPhone)}>{supportPhone}</Link>.
      </PanelText>
      <Button variant="secondary" fullWidth onPress={onShowLogin}>
        Back to log in
      </Button>
    </PanelStack>
  );
}
