'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/** The 'Unsubscribe from all' row, set apart from the groups below it. */
export const AllRow = styled.div`
  padding-bottom: ${vars.space.md};
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
AllRow.displayName = 'SubscriptionTreeAllRow';

/**
 * One level of groups. Nested levels are indented by the checkbox and its gap, so a child's box
 * lines up under its parent's label.
 */
export const GroupList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    margin-top: ${vars.space.md};
    padding-left: calc(${vars.sizes.iconSize.md} + ${vars.space.sm});
  }
`;
GroupList.displayName = 'SubscriptionGroupList';

/** A group's checkbox with its Subscribed / Unsubscribed word at the end of the line. */
export const GroupRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space.md};
`;
GroupRow.displayName = 'SubscriptionGroupRow';

export const GroupState = styled.span`
  flex: none;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  /* The label is 1rem at the normal line height: centre this smaller text on that first line. */
  padding-top: calc(
    (${vars.typography.sizes.md} - ${vars.typography.sizes.sm}) *
      ${vars.typography.lineHeights.normal} / 2
  );
  color: ${vars.colors.textMuted};

  &[data-state='subscribed'] {
    color: ${vars.colors.successText};
    font-weight: ${vars.typography.weights.semibold};
  }
`;
GroupState.displayName = 'SubscriptionGroupState';

/** A plain sentence in the tree's place: loading, a failed load, no groups. */
export const TreeNotice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space.md};
  color: ${vars.colors.text};
`;
TreeNotice.displayName = 'SubscriptionTreeNotice';

export const NoticeLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0;
`;
NoticeLine.displayName = 'SubscriptionTreeNoticeLine';
