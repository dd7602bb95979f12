'use client';

import { messages } from '@hearth/machines';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { FormAlert, FormStack } from '../shared';
import { FieldStack, FormNote, PanelText } from '../shared/authForm.styles';
import { UNEXPECTED_ERROR_MESSAGE, useFocusFirstInvalid } from '../shared/formFocus';
import { LockoutNotice } from '../shared/LockoutNotice';
import { useLengthLimit } from '../shared/useLengthLimit';

export type ForgotPasswordFormProps = {
  email: string;
  /** The machine's message for the address: 'Please enter your email address.' */
  emailError?: string | undefined;
  /** The reset request failed (the machine's `error` tag): a generic message, submit retries. */
  hasUnexpectedError: boolean;
  /** Sending the reset email (the machine's `busy` tag). */
  isBusy: boolean;
  /**
   * Seconds until the form may be sent again after too many attempts (the machine's
   * `lockoutSeconds`): the lock is shown and the submit button is disabled meanwhile. @default 0
   */
  lockoutSeconds?: number;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** Back to the login form. */
  onShowLogin: () => void;
  /** Focus the Email field when the form appears. @default false */
  autoFocus?: boolean;
};

/** The forgot-password form of the auth modal: one address, then a reset link is emailed. */
export function ForgotPasswordForm({
  email,
  emailError,
  hasUnexpectedError,
  isBusy,
  lockoutSeconds = 0,
  onChange,
  onSubmit,
  onShowLogin,
  autoFocus = false,
}: ForgotPasswordFormProps) {
  const focus = useFocusFirstInvalid();
  const limit = useLengthLimit();
  const lockId = useId();
  const isLocked = lockoutSeconds > 0;
  return (
    <FormStack
      onSubmit={() => {
        onSubmit();
        focus.afterSubmit();
      }}
    >
      {hasUnexpectedError ? <FormAlert>{UNEXPECTED_ERROR_MESSAGE}</FormAlert> : null}
      <LockoutNotice action={messages.lockout.actions.sendResetEmail} seconds={lockoutSeconds} id={lockId} />
      <PanelText>
        Enter the email address of your account and we will send you a link to reset your password.
      </PanelText>
      <FieldStack ref={focus.ref}>
        <TextField
          label="Email"
          {...limit('email', 'Email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus={autoFocus}
          value={email}
          onChange={onChange}
          isInvalid={Boolean(emailError)}
          errorMessage={emailError}
          validationBehavior="aria"
        />
      </FieldStack>
      <Button
        type="submit"
        fullWidth
        isPending={isBusy}
        isDisabled={isLocked}
        aria-describedby={isLocked ? lockId : undefined}
      >
        Send reset link
      </Button>
      <FormNote>
        Remembered it? <Link onPress={onShowLogin}>Back to log in</Link>
      </FormNote>
    </FormStack>
  );
}
