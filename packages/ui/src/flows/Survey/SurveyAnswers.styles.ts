import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing, inlineCentered } from '../../components/shared/styles';

/** The sentiment faces: a list of rows on narrow screens, a row of tiles from `sm` up. */
export const SentimentGroup = styled(RadioGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.sm} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;
SentimentGroup.displayName = 'SentimentGroup';

/** One face. Selected: primary border doubled, tinted fill, bold label and a check badge. */
export const SentimentOption = styled(Radio)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  cursor: pointer;
  outline: none;

  ${({ theme }) => theme.media.sm} {
    flex-direction: column;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    text-align: center;
  }

  & > svg {
    flex: none;
    width: calc(${({ theme }) => theme.sizes.iconSize.lg} * 1.5);
    height: calc(${({ theme }) => theme.sizes.iconSize.lg} * 1.5);
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  &[data-selected] > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-readonly] {
    cursor: default;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
SentimentOption.displayName = 'SentimentOption';

/** The check in the corner of the chosen face: selection shown by shape, not colour alone. */
export const SelectedBadge = styled.span`
  ${inlineCentered}
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  width: ${({ theme }) => theme.sizes.iconSize.md};
  height: ${({ theme }) => theme.sizes.iconSize.md};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  & > svg {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
  }
`;
SelectedBadge.displayName = 'SelectedBadge';

export const NpsGroup = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
NpsGroup.displayName = 'NpsGroup';

/** 0 to 10 in one row at every width (11 boxes still fit 375px with the smallest gap). */
export const NpsRow = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs};

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space.xs};
  }
`;
NpsRow.displayName = 'NpsRow';

/** One score. Selected: filled, bold, with a doubled border. */
export const NpsOption = styled(Radio)`
  ${inlineCentered}
  height: ${({ theme }) => theme.sizes.controlHeight.md};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primaryPressed};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth}
      ${({ theme }) => theme.colors.primaryPressed};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  &[data-readonly] {
    cursor: default;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
NpsOption.displayName = 'NpsOption';

/** 'Not likely' under the first box, 'Very likely' under the last. */
export const NpsEnds = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
NpsEnds.displayName = 'NpsEnds';
