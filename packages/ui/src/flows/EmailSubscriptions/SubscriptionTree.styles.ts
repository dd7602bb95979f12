import styled from 'styled-components';
import { focusRing, toneBox, toneColors } from '../../components/shared/styles';

/** The 'Unsubscribe from all' row, set apart from the groups below it. */
export const AllRow = styled.div`
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
`;
AllRow.displayName = 'SubscriptionTreeAllRow';

/**
 * One level of groups. Nested levels are indented by the checkbox and its gap, so a child's box
 * lines up under its parent's label.
 */
export const GroupList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  & & {
    margin-top: ${({ theme }) => theme.space.md};
    padding-left: calc(${({ theme }) => `${theme.sizes.iconSize.md} + ${theme.space.sm}`});
  }
`;
GroupList.displayName = 'SubscriptionGroupList';

/** A group's checkbox with its Subscribed / Unsubscribed word at the end of the line. */
export const GroupRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;
GroupRow.displayName = 'SubscriptionGroupRow';

export const GroupState = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  /* The label is 1rem at the normal line height: centre this smaller text on that first line. */
  padding-top: calc(
    (${({ theme }) => `${theme.typography.sizes.md} - ${theme.typography.sizes.sm}`}) *
      ${({ theme }) => theme.typography.lineHeights.normal} / 2
  );
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-state='subscribed'] {
    color: ${({ theme }) => theme.colors.successText};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
GroupState.displayName = 'SubscriptionGroupState';

/** A plain sentence in the tree's place: loading, a failed load, no groups. */
export const TreeNotice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;
TreeNotice.displayName = 'SubscriptionTreeNotice';

export const NoticeLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;
NoticeLine.displayName = 'SubscriptionTreeNoticeLine';

/** A message in a tone (the saved confirmation, the email-link result), with its icon first. */
export const ToneMessage = styled.div`
  ${toneBox}
  ${toneColors('success', 'info')}
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
    /* Centre the icon on the first line of text. */
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSize.md}) / 2);
  }
  &:focus-visible {
    ${focusRing}
  }
`;
ToneMessage.displayName = 'SubscriptionToneMessage';
