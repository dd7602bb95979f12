import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { panelTitle } from '../../components/shared/styles';

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
`;
Section.displayName = 'TodoSection';

export const SectionHeading = styled(Heading)`
  ${panelTitle}
`;
SectionHeading.displayName = 'TodoSectionHeading';

export const ListBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
ListBox.displayName = 'TodoListBox';

export const ListHeading = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
ListHeading.displayName = 'TodoListHeading';

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
Muted.displayName = 'TodoMuted';

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
`;
Items.displayName = 'TodoItems';

export const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSize.md}) / 2);
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-done] > svg {
    color: ${({ theme }) => theme.colors.successText};
  }
`;
Item.displayName = 'TodoItem';

export const ItemBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  flex: 1;
`;
ItemBody.displayName = 'TodoItemBody';

export const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;
ItemHeader.displayName = 'TodoItemHeader';

export const ItemText = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  overflow-wrap: anywhere;
`;
ItemText.displayName = 'TodoItemText';

export const StateBadge = styled.span`
  flex: none;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSubtle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  [data-done] & {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.successText};
  }
`;
StateBadge.displayName = 'TodoStateBadge';

/** Notes, tags, reminder and date: a term and its value on one line. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
Details.displayName = 'TodoDetails';

export const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
Tags.displayName = 'TodoTags';
