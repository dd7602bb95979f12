'use client';

import { messages, SIGNUP_FORM_LEVEL_FIELD, type SignupModalValues } from '@hearth/machines';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import type { TextLimitName } from '../../provider/textLimits';
import { useSiteHref } from '../../shell/shared/href';
import { FormAlert, FormStack } from '../shared';
import { FieldPair, FieldStack, FormNote } from '../shared/authForm.styles';
import { useFocusFirstInvalid } from '../shared/formFocus';
import { LockoutNotice } from '../shared/LockoutNotice';
import { useLengthLimit } from '../shared/useLengthLimit';

export type SignupField = keyof SignupModalValues;

const SIGNUP_LABELS: Record<SignupField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  passwordConfirm: 'Confirm password',
};
/** Each field's limit, as the API's sign-up takes it. */
const SIGNUP_LIMITS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  passwordConfirm: 'password',
} as const satisfies Record<SignupField, TextLimitName>;

export type SignupFormProps = {
  values: SignupModalValues;
  /** The machine's messages by field; a server error tied to no field is under `form`. */
  fieldErrors: Partial<Record<string, string>>;
  /** The machine's message about the whole form, such as 'An account with this email already exists.' */
  formError: string | null;
  /** The sign-up call failed unexpectedly (the machine's `error` tag). */
  hasUnexpectedError: boolean;
  /** Signing up (the machine's `busy` tag). */
  isBusy: boolean;
  /**
   * Seconds until the form may be sent again after too many attempts (the machine's
   * `lockoutSeconds`): the lock is shown and the submit button is disabled meanwhile. @default 0
   */
  lockoutSeconds?: number;
  onChange: (field: SignupField, value: string) => void;
  onSubmit: () => void;
  /** Switches to the login form ('Log in here', 'Log in'). */
  onShowLogin: () => void;
  /** Where 'Join our pro network' goes. @default the site's `pro` page */
  proHref?: string;
  /** Focus the first field when the form appears. @default false */
  autoFocus?: boolean;
};

/** The sign-up form of the auth modal. */
export function SignupForm({
  values,
  fieldErrors,
  formError,
  hasUnexpectedError,
  isBusy,
  lockoutSeconds = 0,
  onChange,
  onSubmit,
  onShowLogin,
  proHref,
  autoFocus = false,
}: SignupFormProps) {
  const siteHref = useSiteHref();
  const focus = useFocusFirstInvalid();
  const lockId = useId();
  const isLocked = lockoutSeconds > 0;
  const signupPage = messages.signupPage;
  const accountExists = formError === signupPage.accountExists;
  // The message for a sign-up that failed for any other reason.
  const alert =
    formError ??
    fieldErrors[SIGNUP_FORM_LEVEL_FIELD] ??
    (hasUnexpectedError ? signupPage.signupFailed : undefined);
  const limit = useLengthLimit();
  const field = (name: SignupField) => ({
    name,
    ...limit(SIGNUP_LIMITS[name], SIGNUP_LABELS[name]),
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    isInvalid: Boolean(fieldErrors[name]),
    errorMessage: fieldErrors[name],
    validationBehavior: 'aria' as const,
  });
  return (
    <FormStack
      onSubmit={() => {
        onSubmit();
        focus.afterSubmit();
      }}
    >
      {alert ? (
        <FormAlert>
          {alert}
          {accountExists ? (
            <>
              {' '}
              <Link onPress={onShowLogin}>{signupPage.logInHere}</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <LockoutNotice action={messages.lockout.actions.signUp} seconds={lockoutSeconds} id={lockId} />
      <FieldStack ref={focus.ref}>
        <FieldPair>
          <TextField
            label={SIGNUP_LABELS.firstName}
            autoComplete="given-name"
            autoFocus={autoFocus}
            {...field('firstName')}
          />
          <TextField label={SIGNUP_LABELS.lastName} autoComplete="family-name" {...field('lastName')} />
        </FieldPair>
        <TextField label={SIGNUP_LABELS.email} type="email" autoComplete="email" {...field('email')} />
        <PasswordField label={SIGNUP_LABELS.password} autoComplete="new-password" {...field('password')} />
        <PasswordField
          label={SIGNUP_LABELS.passwordConfirm}
          autoComplete="new-password"
          {...field('passwordConfirm')}
        />
      </FieldStack>
      <Button
        type="submit"
        fullWidth
        isPending={isBusy}
        pendingLabel={signupPage.submitting}
        isDisabled={isLocked}
        aria-describedby={isLocked ? lockId : undefined}
      >
        {signupPage.submit}
      </Button>
      <FormNote>
        Already have an account? <Link onPress={onShowLogin}>Log in</Link>
      </FormNote>
      <FormNote>
        Are you a pro? <Link href={proHref ?? siteHref('pro')}>Join our pro network</Link>
      </FormNote>
    </FormStack>
  );
}
