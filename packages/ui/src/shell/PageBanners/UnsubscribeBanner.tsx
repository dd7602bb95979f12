'use client';

import type { emailLinkUnsubscribeMachine, unsubscribeBannerMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Banner } from '../../components/Banner';

export type UnsubscribeOutcome = 'success' | 'failure';

export type UnsubscribeNoticeProps = {
  /** Whether the unsubscribe worked. A failure shows in the warning colours. */
  outcome: UnsubscribeOutcome;
  /** The message, such as 'You will no longer receive Newsletter messages.' */
  message: string;
  /** Called by the close button; without it the notice has no close button. */
  onDismiss?: () => void;
  /** The accessible name of the close button. @default 'Dismiss unsubscribe message' */
  dismissLabel?: string;
};

/** The result of an email-link unsubscribe, announced politely (`role="status"`). Presentational. */
export function UnsubscribeNotice({
  outcome,
  message,
  onDismiss,
  dismissLabel = 'Dismiss unsubscribe message',
}: UnsubscribeNoticeProps) {
  return (
    <Banner
      variant={outcome === 'success' ? 'success' : 'warning'}
      isDismissible={Boolean(onDismiss)}
      dismissLabel={dismissLabel}
      onDismiss={onDismiss}
    >
      {message}
    </Banner>
  );
}

export type UnsubscribeBannerProps = Pick<UnsubscribeNoticeProps, 'dismissLabel'> & {
  /**
   * A running `unsubscribeBannerMachine` actor: it hides the banner after 10 s or on `user.dismiss`.
   * Start it when the unsubscribe has a result, so the 10 s count from when the message shows.
   */
  actor: ActorRefFrom<typeof unsubscribeBannerMachine>;
  /** The `emailLinkUnsubscribeMachine` actor whose result (tag `success` or `error`) is shown. */
  unsubscribe: ActorRefFrom<typeof emailLinkUnsubscribeMachine>;
};

/**
 * The flow view of the unsubscribe banner: the message of the email-link unsubscribe ('You will
 * no longer receive Newsletter messages.', 'Updating email settings failed.'...) while the banner
 * actor is `visible`. Nothing shows while the unsubscribe is still working.
 */
export function UnsubscribeBanner({ actor, unsubscribe, dismissLabel }: UnsubscribeBannerProps) {
  const isVisible = useSelector(actor, (snapshot) => snapshot.hasTag('visible'));
  const result = useSelector(unsubscribe, (snapshot) => {
    const outcome: UnsubscribeOutcome | null = snapshot.hasTag('success')
      ? 'success'
      : snapshot.hasTag('error')
        ? 'failure'
        : null;
    return outcome && snapshot.context.message ? { outcome, message: snapshot.context.message } : null;
  });
  if (!isVisible || !result) return null;
  return (
    <UnsubscribeNotice
      outcome={result.outcome}
      message={result.message}
      dismissLabel={dismissLabel}
      onDismiss={() => actor.send({ type: 'user.dismiss' })}
    />
  );
}
