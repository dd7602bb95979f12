'use client';

import {
  messages,
  type ProfileField,
  type ProfileFormErrors,
  type profileMachine,
  validateProfileForm,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';

export type ProfileActor = ActorRefFrom<typeof profileMachine>;

/**
 * The rule messages of the fields, from the machines package's own rules applied to the
 * machine's form (the machine keeps no per-field messages in its context; asked for in the
 * report). A field's message shows once the person has left the field, so nobody is told off
 * while still typing; 'Verify your phone number.' is an instruction about the stored number and
 * shows at once.
 */
export function useFieldErrors(actor: ProfileActor) {
  const errors = useSelector(
    actor,
    (snapshot) => validateProfileForm(snapshot.context.form, snapshot.context.options),
    sameErrors,
  );
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(() => new Set());
  const touch = useCallback(
    (field: ProfileField) =>
      setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    [],
  );
  const errorOf = (field: ProfileField): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (touched.has(field) || error === messages.profile.verifyPhone) return error;
    return undefined;
  };
  return { errorOf, touch };
}

function sameErrors(a: ProfileFormErrors, b: ProfileFormErrors) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<ProfileField>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}
