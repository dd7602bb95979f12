'use client';

import {
  type ChangePasswordValues,
  messages,
  passwordChangeCanSave,
  validateChangePassword,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { PasswordField } from '../../components/PasswordField';
import { FormActions, FormAlert, FormStack } from '../shared';
import { LockoutNotice } from '../shared/LockoutNotice';
import { useLengthLimit } from '../shared/useLengthLimit';
import type { PasswordChangeActor } from './ChangePasswordCard';
import { Fields } from './ChangePasswordCard.styles';

type Field = keyof ChangePasswordValues;
const m = messages.changePassword;

const fields: ReadonlyArray<{
  name: Field;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}> = [
  { name: 'oldPassword', label: m.oldPasswordLabel, autoComplete: 'current-password' },
  { name: 'newPassword', label: m.newPasswordLabel, autoComplete: 'new-password' },
  { name: 'confirmPassword', label: m.confirmPasswordLabel, autoComplete: 'new-password' },
];

type PasswordChangeFormProps = { actor: PasswordChangeActor; isReadOnly: boolean };

/**
 * The three password fields and Save. Save is enabled when the machine would accept it; a field's
 * rule message shows once the person has left the field (or tried to save), and the server's
 * 'Unable to verify old password.' shows on Old Password, which then takes focus.
 */
export function PasswordChangeForm({ actor, isReadOnly }: PasswordChangeFormProps) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const oldPasswordError = useSelector(actor, (snapshot) => snapshot.context.oldPasswordError);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const success = useSelector(actor, (snapshot) => snapshot.context.success);
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canSave = useSelector(actor, passwordChangeCanSave);
  const lockoutSeconds = useSelector(actor, (snapshot) => snapshot.context.lockoutSeconds);
  const lockId = useId();
  const limit = useLengthLimit();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const stackRef = useRef<HTMLDivElement>(null);

  // The machine's own rules (the catalogue's messages); it keeps no per-field errors itself.
  const ruleErrors = validateChangePassword(values);
  const errorOf = (name: Field) =>
    name === 'oldPassword' && oldPasswordError
      ? oldPasswordError
      : touched.has(name)
        ? ruleErrors[name]
        : undefined;

  // Saved: the fields are empty again, so start the form afresh from its first field.
  useEffect(() => {
    if (!success) return;
    setTouched(new Set());
    stackRef.current?.querySelector('input')?.focus();
  }, [success]);

  useEffect(() => {
    if (oldPasswordError) stackRef.current?.querySelector('input')?.focus();
  }, [oldPasswordError]);

  return (
    <FormStack
      onSubmit={() => {
        setTouched(new Set(fields.map((field) => field.name)));
        actor.send({ type: 'user.save' });
      }}
    >
      <Fields ref={stackRef}>
        {fields.map(({ name, label, autoComplete }) => {
          const message = errorOf(name);
          return (
            <PasswordField
              key={name}
              name={name}
              label={label}
              {...limit('password', label)}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(value) => actor.send({ type: 'user.edit', field: name, value })}
              onBlur={() => setTouched((before) => new Set(before).add(name))}
              isDisabled={isReadOnly}
              // The machine takes no edits while saving.
              isReadOnly={isBusy}
              isInvalid={Boolean(message)}
              errorMessage={message}
              validationBehavior="aria"
            />
          );
        })}
      </Fields>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <LockoutNotice action={messages.accountLockout.changePassword} seconds={lockoutSeconds} id={lockId} />
      <FormActions>
        {/* The spec names 'a save action' without a label: 'Save'. */}
        <Button
          type="submit"
          isPending={isBusy}
          isDisabled={!isBusy && (isReadOnly || !canSave || lockoutSeconds > 0)}
          aria-describedby={lockoutSeconds > 0 ? lockId : undefined}
        >
          Save
        </Button>
      </FormActions>
    </FormStack>
  );
}
