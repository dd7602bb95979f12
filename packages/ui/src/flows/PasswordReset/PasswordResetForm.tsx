'use client';

import {
  messages,
  passwordResetCanSave,
  type passwordResetMachine,
  type ResetPasswordValues,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { FormActions, FormAlert, FormStack } from '../shared';
import { LockoutNotice } from '../shared/LockoutNotice';
import { useLengthLimit } from '../shared/useLengthLimit';

export type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;

type Field = keyof ResetPasswordValues;

const fields: ReadonlyArray<{ name: Field; label: string; show: string; hide: string }> = [
  { name: 'password', label: 'New password', show: 'Show new password', hide: 'Hide new password' },
  {
    name: 'verifyPassword',
    label: 'Verify password',
    show: 'Show verified password',
    hide: 'Hide verified password',
  },
];

/** The new password, its verification and Save (editing and updating). */
export function PasswordResetForm({ actor }: { actor: PasswordResetActor }) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canSave = useSelector(actor, passwordResetCanSave);
  const lockoutSeconds = useSelector(actor, (snapshot) => snapshot.context.lockoutSeconds);
  const lockId = useId();
  const limit = useLengthLimit();
  const form = useRef<HTMLDivElement>(null);

  // A refused save disables Save until the password changes: focus goes to the first field, and
  // the message (an alert) is announced.
  useEffect(() => {
    if (error) form.current?.querySelector('input')?.focus();
  }, [error]);

  const submit = () => actor.send({ type: 'user.submit' });

  return (
    <div ref={form}>
      <FormStack onSubmit={submit}>
        {fields.map((field) => (
          <PasswordField
            key={field.name}
            label={field.label}
            {...limit('password', field.label)}
            autoComplete="new-password"
            value={values[field.name]}
            onChange={(value) => actor.send({ type: 'user.change', field: field.name, value })}
            isInvalid={Boolean(fieldErrors[field.name])}
            errorMessage={fieldErrors[field.name]}
            isReadOnly={isBusy}
            showPasswordLabel={field.show}
            hidePasswordLabel={field.hide}
          />
        ))}
        {error ? <FormAlert>{error}</FormAlert> : null}
        <LockoutNotice
          action={messages.lockout.actions.setNewPassword}
          seconds={lockoutSeconds}
          id={lockId}
        />
        <FormActions>
          <Button
            type="submit"
            isDisabled={!canSave && !isBusy}
            isPending={isBusy}
            aria-describedby={lockoutSeconds > 0 ? lockId : undefined}
          >
            Save
          </Button>
        </FormActions>
      </FormStack>
    </div>
  );
}
