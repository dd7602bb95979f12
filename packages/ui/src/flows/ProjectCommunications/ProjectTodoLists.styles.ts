'use client';

import { Heading } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export { PanelHeading as SectionHeading, PanelSection as Section } from '../shared/panel.styles';

export const ListBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;
ListBox.displayName = 'TodoListBox';

export const ListHeading = styled(Heading)`
  margin: 0;
  font-size: ${vars.typography.sizes.lg};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
ListHeading.displayName = 'TodoListHeading';

export const Muted = styled.p`
  margin: 0;
  color: ${vars.colors.textMuted};
  font-size: ${vars.typography.sizes.sm};
`;
Muted.displayName = 'TodoMuted';

export const Items = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
Items.displayName = 'TodoItems';

export const Item = styled.li`
  display: flex;
  gap: ${vars.space.md};
  padding: ${vars.space.md} 0;
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};

  & > svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
    margin-top: calc((1lh - ${vars.sizes.iconSize.md}) / 2);
    color: ${vars.colors.textMuted};
  }
  &[data-done] > svg {
    color: ${vars.colors.successText};
  }
`;
Item.displayName = 'TodoItem';

export const ItemBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
  flex: 1;
`;
ItemBody.displayName = 'TodoItemBody';

export const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space.xs} ${vars.space.md};
`;
ItemHeader.displayName = 'TodoItemHeader';

export const ItemText = styled.span`
  font-weight: ${vars.typography.weights.semibold};
  overflow-wrap: anywhere;
`;
ItemText.displayName = 'TodoItemText';

export const StateBadge = styled.span`
  flex: none;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.surfaceSubtle};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.sm};

  [data-done] & {
    background: ${vars.colors.successSubtle};
    color: ${vars.colors.successText};
  }
`;
StateBadge.displayName = 'TodoStateBadge';

/** Notes, tags, reminder and date: a term and its value on one line. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space.xxs} ${vars.space.md};
  margin: 0;
  font-size: ${vars.typography.sizes.sm};

  dt {
    color: ${vars.colors.textMuted};
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
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0 ${vars.space.sm};
    border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
    border-radius: ${vars.radii.sm};
  }
`;
Tags.displayName = 'TodoTags';
