'use client';

import {
  messages,
  SIGNUP_FORM_LEVEL_FIELD,
  type SignupPageValues,
  signupPageCanSubmit,
  signupPageCodeBoxes,
  signupPageIsCodeStep,
  signupPageIsEditing,
  signupPageIsSigningUp,
  type signupPageMachine,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { useSitePaths } from '../../provider/sitePaths';
import type { TextLimitName } from '../../provider/textLimits';
import { useWebHref } from '../../shell/shared/href';
import { FlowPage, FormAlert, FormStack } from '../shared';
import type { OtpCodeInputHandle } from '../shared/OtpCodeInput';
import { useLengthLimit } from '../shared/useLengthLimit';
import { Fields, NamePair, Note } from './SignupPage.styles';

// The code step is its own chunk, with React Aria's dialog and focus code: it loads once the
// person starts on the form (or the step opens), not with the page.
const SignupCodeModal = lazy(() =>
  import('./SignupCodeModal').then((module) => ({ default: module.SignupCodeModal })),
);

type Field = keyof SignupPageValues;

const SIGNUP_PAGE_LABELS: Record<Field, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};
/** Each field's limit, as the API's sign-up takes it. */
const SIGNUP_PAGE_LIMITS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  password: 'password',
  confirmPassword: 'password',
} as const satisfies Record<Field, TextLimitName>;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];
const signupPage = messages.signupPage;

/** Focuses the first field marked invalid in `container`; false when there is none. */
function focusFirstInvalid(container: HTMLElement | null): boolean {
  const input = container?.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
  input?.focus();
  return Boolean(input);
}

export type SignupPageProps = {
  /**
   * A running `signupPageMachine` actor. The app creates it with `input` { redirectTo: query r,
   * defaultRedirect: the main web address, showInsuranceLink: query insuranceFlow=true } and
   * handles what it emits: `redirect` (go to `to`), `track` ('Create Account'), `logError`.
   */
  actor: ActorRefFrom<typeof signupPageMachine>;
  /** The login page, keeping this page's `r` query ('/login?r=...'). @default the site's `login` page */
  loginHref?: string;
  /**
   * The find-your-policy page for insurance customers (shown with query insuranceFlow=true), on
   * the web base address. @default the site's `insuranceVerify` page
   */
  insuranceHref?: string;
  /** The Terms of Use. @default the site's `terms` page */
  termsHref?: string;
  /** The Privacy Policy. @default the site's `privacy` page */
  privacyHref?: string;
};

/**
 * The 'Create an account' page: the form, then the email-code step in a
 * modal, then the account. The machine owns the six boxes (its `otp` child); the page renders
 * them, Enter in a box verifies, and the machine's `focusFirstDigit` moves the focus to the first.
 */
export function SignupPage({ actor, loginHref, insuranceHref, termsHref, privacyHref }: SignupPageProps) {
  const titleId = useId();
  const webHref = useWebHref();
  const paths = useSitePaths();
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const showInsuranceLink = useSelector(actor, (snapshot) => snapshot.context.showInsuranceLink);
  const canSubmit = useSelector(actor, signupPageCanSubmit);
  const isCodeStep = useSelector(actor, signupPageIsCodeStep);
  // Sign Up in flight (the first send of the code, then creating the account), then redirecting.
  const isSigningUp = useSelector(actor, signupPageIsSigningUp);
  const otp = useSelector(actor, signupPageCodeBoxes);

  // The focus is the page's: the machine says when it goes back to the first box.
  const otpRef = useRef<OtpCodeInputHandle>(null);
  useEffect(() => {
    const subscription = actor.on('focusFirstDigit', () => otpRef.current?.focus(0));
    return () => subscription.unsubscribe();
  }, [actor]);

  const formRef = useRef<HTMLDivElement>(null);
  const [startedOnForm, setStartedOnForm] = useState(false);
  // After a refused submit the focus goes to the first field the machine marked, once rendered.
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  useEffect(() => {
    if (refusedSubmits > 0) focusFirstInvalid(formRef.current);
  }, [refusedSubmits]);

  // Back from the code step (closed, or the server refused the account): the focus goes to the
  // first field the server marked, else to Sign Up.
  const wasCodeStep = useRef(isCodeStep);
  useEffect(() => {
    if (wasCodeStep.current && !isCodeStep && !focusFirstInvalid(formRef.current)) {
      formRef.current?.querySelector<HTMLButtonElement>('[data-signup-submit]')?.focus();
    }
    wasCodeStep.current = isCodeStep;
  }, [isCodeStep]);

  const submit = () => {
    actor.send({ type: 'user.submit' });
    if (signupPageIsEditing(actor.getSnapshot())) setRefusedSubmits((count) => count + 1);
  };
  // Sign Up is disabled until the form is valid, which also stops Enter from submitting: Enter in a
  // field still asks the machine, which then shows why (the field errors).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !canSubmit && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };

  const limit = useLengthLimit();
  const field = (name: Field) => ({
    name,
    ...limit(SIGNUP_PAGE_LIMITS[name], SIGNUP_PAGE_LABELS[name]),
    value: values[name],
    onChange: (value: string) => actor.send({ type: 'user.change', field: name, value }),
    // Leaving a field the person typed in shows its message: a mouse user never presses Enter.
    onBlur: () => actor.send({ type: 'user.blur', field: name }),
    isInvalid: Boolean(fieldErrors[name]),
    errorMessage: fieldErrors[name],
    validationBehavior: 'aria' as const,
  });
  // Errors the server tied to no field of this form are shown with the form's own message.
  const otherErrors = Object.entries(fieldErrors)
    .filter(([name]) => name !== SIGNUP_FORM_LEVEL_FIELD && !FIELDS.includes(name as Field))
    .map(([, message]) => message);
  const alert = [formError ?? fieldErrors[SIGNUP_FORM_LEVEL_FIELD], ...otherErrors].filter(Boolean).join(' ');

  return (
    <FlowPage title={signupPage.title} titleId={titleId}>
      <div ref={formRef}>
        <FormStack onSubmit={submit} onKeyDown={onKeyDown} onFocus={() => setStartedOnForm(true)}>
          {alert ? (
            <FormAlert>
              {alert}
              {formError === signupPage.accountExists ? (
                <>
                  {' '}
                  <Link href={loginHref}>{signupPage.logInHere}</Link>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <Fields>
            <NamePair>
              <TextField
                label={SIGNUP_PAGE_LABELS.firstName}
                autoComplete="given-name"
                {...field('firstName')}
              />
              <TextField
                label={SIGNUP_PAGE_LABELS.lastName}
                autoComplete="family-name"
                {...field('lastName')}
              />
            </NamePair>
            <TextField
              label={SIGNUP_PAGE_LABELS.email}
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <PasswordField
              label={SIGNUP_PAGE_LABELS.password}
              autoComplete="new-password"
              description="At least 6 characters."
              {...field('password')}
            />
            <PasswordField
              label={SIGNUP_PAGE_LABELS.confirmPassword}
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
          </Fields>
          <Button
            type="submit"
            data-signup-submit=""
            fullWidth
            isDisabled={!canSubmit && !isSigningUp}
            isPending={isSigningUp}
            pendingLabel={signupPage.submitting}
          >
            {signupPage.submit}
          </Button>
          <Note>
            By signing up, you agree to our{' '}
            <Link href={webHref(termsHref ?? paths.terms)}>{signupPage.termsOfUse}</Link> and{' '}
            <Link href={webHref(privacyHref ?? paths.privacy)}>{signupPage.privacyPolicy}</Link>.
          </Note>
        </FormStack>
      </div>
      <Note>
        Already have an account? <Link href={loginHref ?? paths.login}>Log in</Link>
      </Note>
      {showInsuranceLink ? (
        <Note>
          Have a home insurance policy?{' '}
          <Link href={webHref(insuranceHref ?? paths.insuranceVerify)}>
            {messages.authModal.findYourPolicy}
          </Link>
        </Note>
      ) : null}
      {otp && (startedOnForm || isCodeStep) ? (
        <Suspense fallback={null}>
          <SignupCodeModal actor={actor} otp={otp} otpRef={otpRef} isOpen={isCodeStep} />
        </Suspense>
      ) : null}
    </FlowPage>
  );
}
