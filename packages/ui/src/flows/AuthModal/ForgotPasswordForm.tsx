'use client';

import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import { FormAlert, FormStack } from '../shared';
import { FieldStack, FormNote, PanelText } from './authForm.styles';
import { UNEXPECTED_ERROR_MESSAGE, useFocusFirstInvalid } from './formFocus';

export type ForgotPasswordFormProps = {
  email: string;
  /** The machine's message for the address: 'Please enter your email address.' */
  emailError?: string | undefined;
  /** The reset request failed (the machine's `error` tag): a generic message, submit retries. */
  hasUnexpectedError: boolean;
  /** Sending the reset email (the machine's `busy` tag). */
  isBusy: boolean;
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
  onChange,
  onSubmit,
  onShowLogin,
  autoFocus = false,
}: ForgotPasswordFormProps) {
  const focus = useFocusFirstInvalid();
  return (
    <FormStack
      onSubmit={() => {
        onSubmit();
        focus.afterSubmit();
      }}
    >
      {hasUnexpectedError ? <FormAlert>{UNEXPECTED_ERROR_MESSAGE}</FormAlert> : null}
      <PanelText>
        Enter the email address of your account and we will send you a link to reset your password.
      </PanelText>
      <FieldStack ref={focus.ref}>
        <TextField
          label="Email"
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
      <Button type="submit" fullWidth isPending={isBusy}>
        Send reset link
      </Button>
      <FormNote>
        Remembered it? <Link onPress={onShowLogin}>Back to log in</Link>
      </FormNote>
    </FormStack>
  );
}
