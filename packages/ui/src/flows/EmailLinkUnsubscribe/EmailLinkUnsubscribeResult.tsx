'use client';

import { type emailLinkUnsubscribeMachine, unsubscribeBannerMachine } from '@hearth/machines';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CircleCheck, Info } from '../../components/Icon/icons';
import { Spinner } from '../../components/Spinner';
import { FormAlert } from '../shared';
import { ToneMessage } from '../shared/ToneMessage.styles';

// The spec gives no words while the link is worked on or before the login redirect: ours.
export const UNSUBSCRIBING_MESSAGE = 'Updating your email settings…';
export const REDIRECTING_MESSAGE = 'Redirecting to log in…';

export type EmailLinkUnsubscribeActor = ActorRefFrom<typeof emailLinkUnsubscribeMachine>;

export type EmailLinkUnsubscribeResultProps = {
  /**
   * A running `emailLinkUnsubscribeMachine` actor (input `{ token, shortCode }` from the link).
   * When the token gives no email it emits `{ type: 'redirect', to }`: the app follows it, and
   * must listen with `actor.on('redirect', ...)` before starting the actor, as an empty token
   * redirects at once.
   */
  actor: EmailLinkUnsubscribeActor;
};

type Outcome = { kind: 'busy' | 'redirecting' | 'none' } | { kind: 'success' | 'error'; message: string };

const outcomeOf = (snapshot: SnapshotFrom<typeof emailLinkUnsubscribeMachine>): Outcome => {
  const { message } = snapshot.context;
  if (snapshot.hasTag('busy')) return { kind: 'busy' };
  if (snapshot.hasTag('redirecting')) return { kind: 'redirecting' };
  if (snapshot.hasTag('success') && message) return { kind: 'success', message };
  if (snapshot.hasTag('error') && message) return { kind: 'error', message };
  return { kind: 'none' };
};

const sameOutcome = (a: Outcome, b: Outcome) =>
  a.kind === b.kind && ('message' in a ? a.message : null) === ('message' in b ? b.message : null);

/**
 * The result of unsubscribing from one list through an email link: a polite status while it works
 * and when it worked ('You will no longer receive Newsletter messages.'), an alert when it failed
 * ('Updating email settings failed.', 'Invalid Email Unsubscribe shortCode'), and a polite
 * 'Redirecting to log in…' while the app follows the machine's redirect. The success message goes
 * away by itself after 10 s, as the unsubscribe banner does; the tree below still
 * shows the list unsubscribed. A failure stays until the page changes.
 */
export function EmailLinkUnsubscribeResult({ actor }: EmailLinkUnsubscribeResultProps) {
  const outcome = useSelector(actor, outcomeOf, sameOutcome);
  return (
    <div>
      {/* One live region for every polite step, so each change of its text is announced. */}
      <div role="status">
        {outcome.kind === 'busy' ? (
          <ToneMessage data-variant="info">
            <Spinner />
            <span>{UNSUBSCRIBING_MESSAGE}</span>
          </ToneMessage>
        ) : outcome.kind === 'redirecting' ? (
          <ToneMessage data-variant="info">
            <Info aria-hidden="true" focusable="false" />
            <span>{REDIRECTING_MESSAGE}</span>
          </ToneMessage>
        ) : outcome.kind === 'success' ? (
          <UntilAutoDismissed>
            <ToneMessage data-variant="success">
              <CircleCheck aria-hidden="true" focusable="false" />
              <span>{outcome.message}</span>
            </ToneMessage>
          </UntilAutoDismissed>
        ) : null}
      </div>
      {outcome.kind === 'error' ? <FormAlert>{outcome.message}</FormAlert> : null}
    </div>
  );
}

/** Its children until the unsubscribe banner's 10 s have passed, counted from when they first show. */
function UntilAutoDismissed({ children }: { children: ReactNode }) {
  const banner = useActorRef(unsubscribeBannerMachine);
  const isVisible = useSelector(banner, (snapshot) => snapshot.hasTag('visible'));
  return isVisible ? children : null;
}
