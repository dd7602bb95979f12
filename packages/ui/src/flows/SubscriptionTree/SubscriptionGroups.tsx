'use client';

import {
  flattenSubscriptionTree,
  messages,
  type SubscriptionGroup,
  subscriptionGroupChildren,
  visibleSubscriptionChildren,
} from '@hearth/machines';
import { Checkbox } from '../../components/Checkbox';
import { GroupList, GroupRow, GroupState } from './SubscriptionTree.styles';

/**
 * A subscribed parent some of whose descendants are unsubscribed. It shows as Subscribed (the
 * spec's any-child rule) with an indeterminate checkbox, which screen readers announce as mixed.
 */
export const isPartlySubscribed = (group: SubscriptionGroup): boolean =>
  !group.isUnsubscribed &&
  flattenSubscriptionTree(subscriptionGroupChildren(group)).some((child) => child.isUnsubscribed);

export type SubscriptionGroupsProps = {
  groups: readonly SubscriptionGroup[];
  /** Called with the state the person chose for a group (true = subscribed). */
  onToggle: (shortCode: string, subscribed: boolean) => void;
  isDisabled: boolean;
  /** Receives each group's checkbox input (null when it leaves), so focus can be moved to it. */
  registerInput: (shortCode: string, input: HTMLInputElement | null) => void;
};

/**
 * One level of the subscription tree as a list; a subscribed group's children are a nested list
 * inside its item, so screen readers hear the hierarchy. An unsubscribed group hides its children.
 */
export function SubscriptionGroups({ groups, ...props }: SubscriptionGroupsProps) {
  return (
    <GroupList>
      {groups.map((group) => (
        <SubscriptionGroupItem key={group.shortCode} group={group} {...props} />
      ))}
    </GroupList>
  );
}

type SubscriptionGroupItemProps = Omit<SubscriptionGroupsProps, 'groups'> & { group: SubscriptionGroup };

function SubscriptionGroupItem({ group, onToggle, isDisabled, registerInput }: SubscriptionGroupItemProps) {
  const isSubscribed = !group.isUnsubscribed;
  const children = visibleSubscriptionChildren(group);
  return (
    <li>
      <GroupRow>
        <Checkbox
          label={group.uiName}
          description={group.uiDescription || undefined}
          isSelected={isSubscribed}
          isIndeterminate={isPartlySubscribed(group)}
          isDisabled={isDisabled}
          onChange={(selected) => onToggle(group.shortCode, selected)}
          inputRef={(input) => registerInput(group.shortCode, input)}
        />
        {/* The checkbox already tells screen readers its state (checked, not checked, mixed). */}
        <GroupState aria-hidden="true" data-state={isSubscribed ? 'subscribed' : 'unsubscribed'}>
          {isSubscribed ? messages.emailSubscriptions.subscribed : messages.emailSubscriptions.unsubscribed}
        </GroupState>
      </GroupRow>
      {children.length > 0 ? (
        <SubscriptionGroups
          groups={children}
          onToggle={onToggle}
          isDisabled={isDisabled}
          registerInput={registerInput}
        />
      ) : null}
    </li>
  );
}
