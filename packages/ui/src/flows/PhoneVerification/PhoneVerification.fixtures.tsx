/* Story helpers for the phone verification toast: an actor of the real machine. */
import { type PhoneVerificationState, phoneVerificationMachine } from '@hearth/machines';
import { useEffect } from 'react';
import { type AnyActorRef, createActor } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { PhoneVerificationToast } from './PhoneVerificationToast';

export type PhoneVerificationToastHarnessProps = {
  /** The phone verification state. */
  state: PhoneVerificationState | null;
  /** The query's phoneVerified=true. */
  phoneVerified: boolean;
  /** The auto-hide delay; the spec's is 6000 ms, shortened to show it in a story. */
  autoHideMs?: number;
  /** Receives the actor once created, so a story can inspect it. */
  onActor?: (actor: AnyActorRef) => void;
};

/** The phone verification toast on an actor of the real `phoneVerificationMachine`. */
export function PhoneVerificationToastHarness({
  state,
  phoneVerified,
  autoHideMs,
  onActor,
}: PhoneVerificationToastHarnessProps) {
  const actor = useStoryActor(() =>
    createActor(
      autoHideMs
        ? phoneVerificationMachine.provide({ delays: { PHONE_TOAST_AUTO_HIDE: autoHideMs } })
        : phoneVerificationMachine,
      { input: { state, phoneVerified } },
    ),
  );
  useEffect(() => onActor?.(actor), [actor, onActor]);
  return <PhoneVerificationToast actor={actor} />;
}

/** The mock's last actor (an `onActor: fn()` arg). */
export const lastActor = (onActor: unknown) =>
  (onActor as { mock: { calls: [AnyActorRef][] } }).mock.calls.at(-1)?.[0] as AnyActorRef;
