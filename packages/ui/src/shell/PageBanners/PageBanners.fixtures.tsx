/* Story helpers for the banner flow views: actors made from the real machines with fake effects. */
import {
  type DecryptTokenInput,
  type DecryptTokenOutput,
  emailLinkUnsubscribeMachine,
  maintenanceBannerMachine,
  SPEC_MAINTENANCE_WINDOW,
  type UnsubscribeInput,
  unsubscribeBannerMachine,
} from '@hearth/machines';
import { useCallback, useEffect, useState } from 'react';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { MaintenanceBanner } from './MaintenanceBanner';
import { UnsubscribeBanner } from './UnsubscribeBanner';

const start = SPEC_MAINTENANCE_WINDOW.start.getTime();
const end = SPEC_MAINTENANCE_WINDOW.end.getTime();
const hour = 60 * 60 * 1000;

/** Where the fake clock stands against the spec's window (15 July 2025 22:00 to 16 July 02:00, UTC-7). */
export const clockTimes = {
  before: start - hour,
  during: start + hour,
  after: end + hour,
  justBeforeStart: start - 1000,
  justAfterStart: start + 1000,
  justBeforeEnd: end - 1000,
  justAfterEnd: end + 1000,
} as const;
export type ClockPosition = keyof typeof clockTimes;

/** Moves a harness's fake clock; its time stands still between moves. */
export type MoveClock = (to: ClockPosition) => void;

export type MaintenanceBannerHarnessProps = {
  /** Where the clock stands against the spec's maintenance window when the actor starts. */
  clock: ClockPosition;
  /** The zone the times are shown in. */
  timeZone: string;
  /** The recheck interval; the spec's is 60000 ms, shortened to show the recheck in a story. */
  recheckMs?: number;
  /** Receives the actor once created, so a story can inspect it. */
  onActor?: (actor: AnyActorRef) => void;
  /** Receives the function that moves the fake clock, so a story's play decides when time passes. */
  onClock?: (move: MoveClock) => void;
};

/**
 * The maintenance banner on an actor of the real machine. Its fake clock stands at `clock` until
 * moved (`onClock`): a story that crosses the window's edge then does not race the machine's
 * rechecks against a slow machine.
 */
export function MaintenanceBannerHarness({
  clock,
  timeZone,
  recheckMs,
  onActor,
  onClock,
}: MaintenanceBannerHarnessProps) {
  const [fakeClock] = useState(() => ({ now: clockTimes[clock] }));
  const move = useCallback<MoveClock>(
    (to) => {
      fakeClock.now = clockTimes[to];
    },
    [fakeClock],
  );
  const actor = useStoryActor(() => {
    const logic = recheckMs
      ? maintenanceBannerMachine.provide({ delays: { DOWNTIME_CHECK_INTERVAL: recheckMs } })
      : maintenanceBannerMachine;
    return createActor(logic, { input: { window: SPEC_MAINTENANCE_WINDOW, now: () => fakeClock.now } });
  });
  useEffect(() => onActor?.(actor), [actor, onActor]);
  useEffect(() => onClock?.(move), [move, onClock]);
  return <MaintenanceBanner actor={actor} timeZone={timeZone} />;
}

export type UnsubscribeResult = 'newsletter' | 'moveIn' | 'failure' | 'unknownCode';

const shortCodes: Record<UnsubscribeResult, string> = {
  newsletter: 'NEWSLETTER',
  moveIn: 'MOVE_IN',
  failure: 'NEWSLETTER',
  unknownCode: 'NEWSLETTER_WEEKLY',
};

export type UnsubscribeBannerHarnessProps = {
  /** What the fake unsubscribe call does: unsubscribe from a list, fail, or meet an unknown code. */
  result: UnsubscribeResult;
  /** The auto-dismiss delay; the spec's is 10000 ms, shortened to show it in a story. */
  autoDismissMs?: number;
  /** Receives the banner actor once created, so a story can inspect it. */
  onActor?: (actor: AnyActorRef) => void;
};

/** The unsubscribe banner over the real email-link unsubscribe machine with fake API calls. */
export function UnsubscribeBannerHarness({ result, autoDismissMs, onActor }: UnsubscribeBannerHarnessProps) {
  const unsubscribe = useStoryActor(() =>
    createActor(
      emailLinkUnsubscribeMachine.provide({
        actors: {
          decryptToken: fromPromise<DecryptTokenOutput, DecryptTokenInput>(async () => ({
            decryptedData: 'ann.lee@example.com',
          })),
          unsubscribe: fromPromise<void, UnsubscribeInput>(async () => {
            if (result === 'failure') throw new Error('503 Service Unavailable');
          }),
        },
      }),
      { input: { token: 'a1b2c3', shortCode: shortCodes[result] } },
    ),
  );
  const banner = useStoryActor(() =>
    createActor(
      autoDismissMs
        ? unsubscribeBannerMachine.provide({ delays: { UNSUBSCRIBE_BANNER_AUTO_DISMISS: autoDismissMs } })
        : unsubscribeBannerMachine,
    ),
  );
  useEffect(() => onActor?.(banner), [banner, onActor]);
  return <UnsubscribeBanner actor={banner} unsubscribe={unsubscribe} />;
}
