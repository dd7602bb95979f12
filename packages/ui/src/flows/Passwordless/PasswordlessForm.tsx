'use client';

import { messages, type PasswordlessValues, type passwordlessMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { TextLimitName } from '../../provider/textLimits';
import { FormAlert, FormStack } from '../shared';
import { FieldStack, StatusLine } from '../shared/authForm.styles';
import { useFocusFirstInvalid } from '../shared/formFocus';
import { LockoutNotice } from '../shared/LockoutNotice';
import { useLengthLimit } from '../shared/useLengthLimit';

export type PasswordlessActor = ActorRefFrom<typeof passwordlessMachine>;
type PasswordlessField = keyof PasswordlessValues;

const PASSWORDLESS_LABELS: Record<PasswordlessField, string> = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
};
/** The passwordless password is at most 100 characters. */
const PASSWORDLESS_LIMITS = {
  email: 'email',
  password: 'passwordlessPassword',
  confirmPassword: 'passwordlessPassword',
} as const satisfies Record<PasswordlessField, TextLimitName>;

export type PasswordlessFormProps = {
  /**
   * A `passwordlessMachine` actor (input `{ email }` prefills the address). It emits nothing: once
   * logged in the actor is done (tag `success`) and its output `{ email, session }` is for the app.
   */
  actor: PasswordlessActor;
  /** Focus the first field when the form appears (in a dialog). @default false */
  autoFocus?: boolean;
};

/**
 * The passwordless set-password form: an already-known user sets a password,
 * then is logged in automatically (up to 3 retries, 500 ms apart). It has no title or dialog of its
 * own: the app puts it in the auth modal's dialog or on a page under its own heading.
 */
export function PasswordlessForm({ actor, autoFocus = false }: PasswordlessFormProps) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const lockoutSeconds = useSelector(actor, (snapshot) => snapshot.context.lockoutSeconds);
  const lockId = useId();
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const isLoggingIn = useSelector(actor, (snapshot) => snapshot.hasTag('loggingIn'));
  const isLoginFailed = useSelector(actor, (snapshot) => snapshot.hasTag('loginFailed'));
  const isDone = useSelector(actor, (snapshot) => snapshot.hasTag('success'));
  // The machine takes changes only while editing or after a failed password set.
  const isReadOnly = isBusy || isLoginFailed || isDone;
  const focus = useFocusFirstInvalid();
  const actionRef = useRef<HTMLDivElement>(null);

  // The password is set but no login succeeded: the one thing left to do is Retry, so go there.
  useEffect(() => {
    if (isLoginFailed) actionRef.current?.querySelector('button')?.focus();
  }, [isLoginFailed]);

  const limit = useLengthLimit();
  const field = (name: PasswordlessField) => ({
    name,
    ...limit(PASSWORDLESS_LIMITS[name], PASSWORDLESS_LABELS[name]),
    value: values[name],
    onChange: (value: string) => actor.send({ type: 'user.change', field: name, value }),
    isReadOnly,
    isInvalid: Boolean(fieldErrors[name]),
    errorMessage: fieldErrors[name],
    validationBehavior: 'aria' as const,
  });

  return (
    <FormStack
      onSubmit={() => {
        actor.send({ type: 'user.submit' });
        focus.afterSubmit();
      }}
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <LockoutNotice action={messages.lockout.actions.setPassword} seconds={lockoutSeconds} id={lockId} />
      <FieldStack ref={focus.ref}>
        <TextField
          label={PASSWORDLESS_LABELS.email}
          type="email"
          autoComplete="username"
          autoFocus={autoFocus}
          {...field('email')}
        />
        <PasswordField
          label={PASSWORDLESS_LABELS.password}
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordField
          label={PASSWORDLESS_LABELS.confirmPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
      </FieldStack>
      {isDone ? null : (
        <div ref={actionRef}>
          {/* One button throughout, so focus stays on it from submit to Retry. */}
          <Button
            type={isLoginFailed ? 'button' : 'submit'}
            onPress={isLoginFailed ? () => actor.send({ type: 'user.retry' }) : undefined}
            fullWidth
            isPending={isBusy}
            isDisabled={lockoutSeconds > 0}
            aria-describedby={lockoutSeconds > 0 ? lockId : undefined}
          >
            {isLoginFailed ? 'Retry' : 'Set password'}
          </Button>
        </div>
      )}
      {/* Always present, so that what appears in it is announced. */}
      <div role="status">
        {isLoggingIn ? (
          <StatusLine>
            <Spinner />
            Logging you in…
          </StatusLine>
        ) : null}
        {/* The spec quotes no message for this; the app usually moves on at once. */}
        {isDone ? <StatusLine>Your password is set and you are logged in.</StatusLine> : null}
      </div>
    </FormStack>
  );
}
