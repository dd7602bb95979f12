'use client';

import type { phoneVerificationMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ToastQueue } from '../../components/Toast';
import { useMachineToast } from '../shared/machineToast';

export type PhoneVerificationActor = ActorRefFrom<typeof phoneVerificationMachine>;

export type PhoneVerificationToastProps = {
  /**
   * A `phoneVerificationMachine` actor, input `{ phoneVerified, state }`: `phoneVerified` is
   * the query's `phoneVerified === 'true'`, `state` the phone verification state (SUCCESS,
   * FAILURE or null). It hides the toast after 6000 ms or on `user.dismiss`; it emits nothing.
   */
  actor: PhoneVerificationActor;
  /** The app's toast queue, when the page has one `ToastRegion`; without it the view renders its own, bottom-left. */
  toastQueue?: ToastQueue;
  /** The name of the view's own toast region. @default 'Phone verification notifications' */
  regionLabel?: string;
};

/**
 * The toast after phone verification: 'Successfully saved' or 'Failed to verify phone number.',
 * announced politely, for as long as the machine shows it (6 s, or until dismissed).
 */
export function PhoneVerificationToast({
  actor,
  toastQueue,
  regionLabel = 'Phone verification notifications',
}: PhoneVerificationToastProps) {
  const message = useSelector(actor, (snapshot) =>
    snapshot.hasTag('visible') ? snapshot.context.message : null,
  );
  const isError = useSelector(actor, (snapshot) => snapshot.hasTag('error'));
  return useMachineToast({
    isOpen: message !== null,
    content: { message, variant: isError ? 'error' : 'success' },
    onDismiss: () => actor.send({ type: 'user.dismiss' }),
    queue: toastQueue,
    regionLabel,
  });
}
