'use client';

import {
  isUnsubscribedFromAll,
  messages,
  type SubscriptionGroup,
  type SubscriptionTree,
  subscriptionGroupChildren,
  type subscriptionTreeMachine,
} from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { CircleCheck } from '../../components/Icon/icons';
import { FormActions, FormAlert, FormStack } from '../shared';
import { useAccountReadOnly } from '../shared/AccountView';
import { ToneMessage } from '../shared/ToneMessage.styles';
import { useSavedNotice } from '../shared/useSavedNotice';
import { SubscriptionGroups } from './SubscriptionGroups';
import { AllRow, NoticeLine } from './SubscriptionTree.styles';

/** Not a spec string: the spec names no message for a successful save. */
export const SAVED_MESSAGE = 'Your email preferences were saved.';
/** Not a spec string: the spec does not say what shows when the address has no groups. */
export const NO_GROUPS_MESSAGE = 'There are no email subscriptions for this address.';

/** The groups from the top down to the one with this short code, or null when it is not there. */
function pathTo(groups: SubscriptionTree, shortCode: string): SubscriptionGroup[] | null {
  for (const group of groups) {
    if (group.shortCode === shortCode) return [group];
    const rest = pathTo(subscriptionGroupChildren(group), shortCode);
    if (rest) return [group, ...rest];
  }
  return null;
}

export type SubscriptionFormProps = {
  actor: ActorRefFrom<typeof subscriptionTreeMachine>;
  isSaving: boolean;
  /** Receives the 'Unsubscribe from all' input, where focus goes when the tree arrives after Retry. */
  firstInputRef: RefObject<HTMLInputElement | null>;
  'aria-labelledby'?: string;
};

/**
 * The loaded tree: 'Unsubscribe from all', the groups, the save error and Save. In a curator's view
 * of a customer's account every box and Save are disabled, as in the other panels (the API refuses
 * the write too).
 */
export function SubscriptionForm({ actor, isSaving, firstInputRef, ...formProps }: SubscriptionFormProps) {
  const readOnly = useAccountReadOnly();
  const groups = useSelector(actor, (snapshot) => snapshot.context.groups);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.save' }));
  const isSaved = useSavedNotice(actor, {
    isSaving: (snapshot) => snapshot.hasTag('saving'),
    edited: (previous, next) => next.context.groups !== previous.context.groups,
  });
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const actionsRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);

  // Save goes disabled once saved, which drops its focus: the confirmation takes it instead.
  useEffect(() => {
    if (!isSaved) return;
    const active = document.activeElement;
    if (!active || active === document.body || actionsRef.current?.contains(active)) {
      savedRef.current?.focus();
    }
  }, [isSaved]);

  const registerInput = useCallback((shortCode: string, input: HTMLInputElement | null) => {
    if (input) inputs.current.set(shortCode, input);
    else inputs.current.delete(shortCode);
  }, []);

  const toggleGroup = (shortCode: string, subscribed: boolean) => {
    const hadFocus = document.activeElement === inputs.current.get(shortCode);
    actor.send({ type: 'user.toggleGroup', shortCode, subscribed });
    if (!hadFocus) return;
    // Unsubscribing the last subscribed child hides it with its siblings: focus moves up to the
    // ancestor that is now unsubscribed, whose checkbox stays on screen.
    const hiddenBy = pathTo(actor.getSnapshot().context.groups, shortCode)
      ?.slice(0, -1)
      .find((group) => group.isUnsubscribed);
    if (hiddenBy) inputs.current.get(hiddenBy.shortCode)?.focus();
  };

  return (
    <FormStack onSubmit={() => actor.send({ type: 'user.save' })} {...formProps}>
      {groups.length === 0 ? (
        <NoticeLine>{NO_GROUPS_MESSAGE}</NoticeLine>
      ) : (
        <>
          <AllRow>
            <Checkbox
              label={messages.emailSubscriptions.unsubscribeFromAll}
              isSelected={isUnsubscribedFromAll(groups)}
              isDisabled={isSaving || readOnly}
              onChange={(checked) => actor.send({ type: 'user.toggleUnsubscribeAll', checked })}
              inputRef={firstInputRef}
            />
          </AllRow>
          <SubscriptionGroups
            groups={groups}
            onToggle={toggleGroup}
            isDisabled={isSaving || readOnly}
            registerInput={registerInput}
          />
        </>
      )}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <FormActions ref={actionsRef}>
        <Button type="submit" isDisabled={readOnly || (!canSave && !isSaving)} isPending={isSaving}>
          Save
        </Button>
        {/* Always in the page, so the confirmation appearing inside it is announced. */}
        <div role="status">
          {isSaved ? (
            <ToneMessage data-variant="success" tabIndex={-1} ref={savedRef}>
              <CircleCheck aria-hidden="true" focusable="false" />
              <span>{SAVED_MESSAGE}</span>
            </ToneMessage>
          ) : null}
        </div>
      </FormActions>
    </FormStack>
  );
}
