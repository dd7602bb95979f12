/* Story helpers for the email-link unsubscribe: an actor of the real machine with fake API calls. */
import {
  type DecryptTokenInput,
  type DecryptTokenOutput,
  emailLinkUnsubscribeMachine,
  type UnsubscribeInput,
} from '@hearth/machines';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { FIXTURE_EMAIL, httpError, never } from '../SubscriptionTree/SubscriptionTree.fixtures';
import { EmailLinkUnsubscribeResult } from './EmailLinkUnsubscribeResult';

/** What the email link leads to: each list's success, a failed call, an unknown code, no email. */
export type UnsubscribeLinkResult =
  | 'newsletter'
  | 'moveIn'
  | 'failure'
  | 'unknownCode'
  | 'working'
  | 'noEmail';

const linkShortCodes: Record<UnsubscribeLinkResult, string> = {
  newsletter: 'NEWSLETTER',
  moveIn: 'MOVE_IN',
  failure: 'NEWSLETTER',
  unknownCode: 'NEWSLETTER_WEEKLY',
  working: 'NEWSLETTER',
  noEmail: 'NEWSLETTER',
};

export type UnsubscribeLinkOptions = {
  result: UnsubscribeLinkResult;
  /** Receives the machine's `redirect` events; attached before the actor starts, as the app must. */
  onRedirect?: (to: string) => void;
};

/** An emailLinkUnsubscribe actor of the real machine, its token lookup and call faked. */
export function createUnsubscribeLinkActor({ result, onRedirect }: UnsubscribeLinkOptions) {
  const actor = createActor(
    emailLinkUnsubscribeMachine.provide({
      actors: {
        decryptToken: fromPromise<DecryptTokenOutput, DecryptTokenInput>(async () => {
          if (result === 'working') return never();
          return { decryptedData: result === 'noEmail' ? null : FIXTURE_EMAIL };
        }),
        unsubscribe: fromPromise<void, UnsubscribeInput>(async () => {
          if (result === 'failure') throw httpError(500);
        }),
      },
    }),
    { input: { token: 'a1b2c3', shortCode: linkShortCodes[result] } },
  );
  actor.on('redirect', (event) => onRedirect?.(event.to));
  return actor;
}

export function EmailLinkUnsubscribeResultHarness(props: UnsubscribeLinkOptions) {
  const actor = useStoryActor(() => createUnsubscribeLinkActor(props));
  return <EmailLinkUnsubscribeResult actor={actor} />;
}
