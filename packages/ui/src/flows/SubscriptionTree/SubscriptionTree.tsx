'use client';

import type { subscriptionTreeMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { FormAlert } from '../shared';
import { SubscriptionForm } from './SubscriptionForm';
import { NoticeLine, TreeNotice } from './SubscriptionTree.styles';

// The spec gives no words for loading the tree or failing to: these are plain ones of our own.
export const LOADING_MESSAGE = 'Loading your email subscriptions…';
export const LOAD_FAILED_MESSAGE = 'Your email subscriptions could not be loaded.';

export type SubscriptionTreeActor = ActorRefFrom<typeof subscriptionTreeMachine>;

export type SubscriptionTreeProps = {
  /**
   * A running `subscriptionTreeMachine` actor (input `{ email, source }`: `SUBSCRIPTION_PAGE` on
   * the email-subscription page, `BACKPORCH` in account settings). It emits nothing.
   */
  actor: SubscriptionTreeActor;
  /** The id of the heading that names the form, such as the panel's 'General Communications'. */
  'aria-labelledby'?: string;
};

type Phase = 'loading' | 'loadFailed' | 'ready' | 'saving';

const phaseOf = (snapshot: SnapshotFrom<typeof subscriptionTreeMachine>): Phase => {
  if (snapshot.hasTag('ready')) return 'ready';
  if (snapshot.hasTag('saving')) return 'saving';
  return snapshot.hasTag('error') ? 'loadFailed' : 'loading';
};

/**
 * The email subscription groups as a form with no page
 * chrome, so it serves both the email-subscription page and the account settings' General
 * Communications panel. Each group is a checkbox named by its `uiName` and described by its
 * `uiDescription`, checked while subscribed; a subscribed parent with some children unsubscribed
 * shows an indeterminate checkbox. Children show only while their parent is subscribed.
 */
export function SubscriptionTree({ actor, ...formProps }: SubscriptionTreeProps) {
  const phase = useSelector(actor, phaseOf);
  const retried = useRef(false);
  const firstInputRef = useRef<HTMLInputElement>(null);
  const failedRef = useRef<HTMLDivElement>(null);

  // Retry removes its own button: once the load settles, focus goes to what replaced it.
  useEffect(() => {
    if (!retried.current || phase === 'loading') return;
    retried.current = false;
    if (phase === 'loadFailed') failedRef.current?.querySelector('button')?.focus();
    else firstInputRef.current?.focus();
  }, [phase]);

  if (phase === 'loading') {
    return (
      <TreeNotice role="status">
        <NoticeLine>
          <Spinner />
          {LOADING_MESSAGE}
        </NoticeLine>
      </TreeNotice>
    );
  }
  if (phase === 'loadFailed') {
    return (
      <TreeNotice ref={failedRef}>
        <FormAlert>{LOAD_FAILED_MESSAGE}</FormAlert>
        <Button
          variant="secondary"
          onPress={() => {
            retried.current = true;
            actor.send({ type: 'user.retry' });
          }}
        >
          Retry
        </Button>
      </TreeNotice>
    );
  }
  return (
    <SubscriptionForm
      actor={actor}
      isSaving={phase === 'saving'}
      firstInputRef={firstInputRef}
      {...formProps}
    />
  );
}
