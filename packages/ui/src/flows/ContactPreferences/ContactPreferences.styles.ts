'use client';

import { Radio, RadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { RadioCircle } from '../../components/RadioGroup/RadioGroup.styles';
import { focusRing, toneBox, toneColors } from '../../components/shared/styles';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { PanelHeading, PanelSection, PanelParagraph as Paragraph } from '../shared/panel.styles';

export { PanelHeading as SectionHeading, PanelSection as Section, Paragraph };

export const HelpText = styled(Paragraph)`
  color: ${vars.colors.textMuted};
  font-size: ${vars.typography.sizes.sm};
`;
HelpText.displayName = 'ContactHelpText';

/**
 * The table: a row-header column and one column per choice. Each row is a radio group laid on
 * the same columns through `subgrid`, so the circles line up under the column headers.
 */
export const MethodGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) repeat(3, minmax(3.5rem, auto));
  column-gap: ${vars.space.sm};
  border-top: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) repeat(3, 6rem);
  }
`;
MethodGrid.displayName = 'ContactMethodGrid';

const gridRow = `
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: subgrid;
  align-items: center;
`;

/** The column headers Emails / Text / Both; each radio carries its own name for screen readers. */
export const ColumnHeaders = styled.div`
  ${gridRow}
  padding: ${vars.space.sm} 0;
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  font-size: ${vars.typography.sizes.sm};
  font-weight: ${vars.typography.weights.semibold};
  color: ${vars.colors.textMuted};

  & > span {
    text-align: center;
  }
`;
ColumnHeaders.displayName = 'ContactColumnHeaders';

export const MethodRow = styled(RadioGroup)`
  ${gridRow}
  padding: ${vars.space.md} 0;
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
MethodRow.displayName = 'ContactMethodRow';

export const RowHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  min-width: 0;
`;
RowHeader.displayName = 'ContactRowHeader';

export const RowTitle = styled.span`
  font-weight: ${vars.typography.weights.semibold};
`;
RowTitle.displayName = 'ContactRowTitle';

export const RowDescription = styled.span`
  color: ${vars.colors.textMuted};
  font-size: ${vars.typography.sizes.sm};
`;
RowDescription.displayName = 'ContactRowDescription';

/** The shared radio circle; its checked look follows this table's own row states. */
export const Circle = styled(RadioCircle)`
  margin-top: 0;
`;
Circle.displayName = 'ContactRadioCircle';

/** One choice: a circle centred in its column; the choice's name is visually hidden. */
export const MethodRadio = styled(Radio)`
  justify-self: center;
  display: inline-flex;
  padding: ${vars.space.sm};
  cursor: pointer;

  &[data-hovered] ${Circle} {
    border-color: ${vars.colors.text};
  }
  &[data-selected] ${Circle} {
    border-color: ${vars.colors.primary};
  }
  &[data-selected] ${Circle}::after {
    background: ${vars.colors.primary};
  }
  &[data-pressed] ${Circle} {
    border-color: ${vars.colors.primaryPressed};
  }
  &[data-focus-visible] ${Circle} {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  &[data-disabled] ${Circle} {
    background: ${vars.colors.surfaceSubtle};
    border-color: ${vars.colors.borderSubtle};
  }
  &[data-disabled][data-selected] ${Circle}::after {
    background: ${vars.colors.textDisabled};
  }
`;
MethodRadio.displayName = 'ContactMethodRadio';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};
`;
Actions.displayName = 'ContactActions';

/** A success line next to Save. */
export const ToneMessage = styled.p`
  ${toneBox}
  ${toneColors('success')}
  display: flex;
  gap: ${vars.space.sm};
  align-items: center;
  margin: 0;

  & > svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
ToneMessage.displayName = 'ContactToneMessage';

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding-left: ${vars.space.xl};
`;
LinkList.displayName = 'ContactLinkList';
