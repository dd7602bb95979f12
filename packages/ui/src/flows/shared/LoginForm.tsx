'use client';

import { type LoginValues, messages } from '@hearth/machines';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useSiteHref } from '../../shell/shared/href';
import { EndAligned, FieldStack, FormNote } from './authForm.styles';
import { FormAlert, FormStack } from './FlowLayout';
import { UNEXPECTED_ERROR_MESSAGE, useFocusFirstInvalid } from './formFocus';
import { LockoutNotice } from './LockoutNotice';
import { useLengthLimit } from './useLengthLimit';

export type LoginField = keyof LoginValues;

/** Where the login form's Sign Up goes: a real link (the login page) or an action (the modal). */
export type LoginFormSignUp = { href: string } | { onPress: () => void };

export type LoginFormProps = {
  /** The values as the machine holds them (the fields are controlled). */
  values: LoginValues;
  /** The machine's message per field, such as 'Please enter your email address.' */
  fieldErrors: Partial<Record<LoginField, string>>;
  /** The machine's message about the whole form: 'The username or password is incorrect.' */
  formError: string | null;
  /** The last call failed unexpectedly (the machine's `error` tag): a generic message, submit retries. */
  hasUnexpectedError: boolean;
  /** Logging in (the machine's `busy` tag): the Log in button is pending. */
  isBusy: boolean;
  /**
   * Seconds until logging in is allowed again after too many attempts (the machine's
   * `lockoutSeconds`, counting down): the lock is shown and Log in is disabled meanwhile.
   * @default 0
   */
  lockoutSeconds?: number;
  /** Show the 'Find your policy' link (query insuranceFlow=true). */
  showFindPolicy: boolean;
  /** Where 'Find your policy' goes. @default the site's `insuranceFindPolicy` page */
  findPolicyHref?: string;
  onChange: (field: LoginField, value: string) => void;
  /** Called on submit; the machine checks the values and logs in. */
  onSubmit: () => void;
  /** Opens the forgot-password form. Without it no forgot-password action is shown. */
  onForgotPassword?: () => void;
  /** The Sign Up link: to the sign-up page with the query string kept, or an action. */
  signUp: LoginFormSignUp;
  /** Focus the Email field when the form appears (in the modal, and on a mode switch). @default false */
  autoFocus?: boolean;
};

/**
 * The login form, shared by the auth modal and the login page. Shows what
 * the machine holds; it does not validate anything itself.
 */
export function LoginForm({
  values,
  fieldErrors,
  formError,
  hasUnexpectedError,
  isBusy,
  lockoutSeconds = 0,
  showFindPolicy,
  findPolicyHref,
  onChange,
  onSubmit,
  onForgotPassword,
  signUp,
  autoFocus = false,
}: LoginFormProps) {
  const siteHref = useSiteHref();
  const focus = useFocusFirstInvalid();
  const limit = useLengthLimit();
  const lockId = useId();
  const isLocked = lockoutSeconds > 0;
  const alert = formError ?? (hasUnexpectedError ? UNEXPECTED_ERROR_MESSAGE : null);
  return (
    <FormStack
      onSubmit={() => {
        onSubmit();
        focus.afterSubmit();
      }}
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <LockoutNotice action={messages.lockout.actions.logIn} seconds={lockoutSeconds} id={lockId} />
      <FieldStack ref={focus.ref}>
        <TextField
          label="Email"
          {...limit('email', 'Email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus={autoFocus}
          value={values.email}
          onChange={(value) => onChange('email', value)}
          isInvalid={Boolean(fieldErrors.email)}
          errorMessage={fieldErrors.email}
          validationBehavior="aria"
        />
        <PasswordField
          label="Password"
          {...limit('password', 'Password')}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(value) => onChange('password', value)}
          isInvalid={Boolean(fieldErrors.password)}
          errorMessage={fieldErrors.password}
          validationBehavior="aria"
        />
      </FieldStack>
      {onForgotPassword ? (
        <EndAligned>
          <Button variant="tertiary" size="sm" onPress={onForgotPassword}>
            Forgot your password?
          </Button>
        </EndAligned>
      ) : null}
      <Button
        type="submit"
        fullWidth
        isPending={isBusy}
        isDisabled={isLocked}
        aria-describedby={isLocked ? lockId : undefined}
      >
        Log in
      </Button>
      <FormNote>
        Don't have an account?{' '}
        {'href' in signUp ? (
          <Link href={signUp.href}>{messages.signupPage.submit}</Link>
        ) : (
          <Link onPress={signUp.onPress}>{messages.signupPage.submit}</Link>
        )}
      </FormNote>
      {showFindPolicy ? (
        <FormNote>
          Have a home insurance policy?{' '}
          <Link href={findPolicyHref ?? siteHref('insuranceFindPolicy')}>
            {messages.authModal.findYourPolicy}
          </Link>
        </FormNote>
      ) : null}
    </FormStack>
  );
}
