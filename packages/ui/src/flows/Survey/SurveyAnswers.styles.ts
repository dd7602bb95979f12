'use client';

import { Radio, RadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, inlineCentered } from '../../components/shared/styles';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';

/** The sentiment faces: a list of rows on narrow screens, a row of tiles from `sm` up. */
export const SentimentGroup = styled(RadioGroup)`
  display: grid;
  gap: ${vars.space.sm};

  ${media.sm} {
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
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.border};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surface};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.tight};
  cursor: pointer;
  outline: none;

  ${media.sm} {
    flex-direction: column;
    justify-content: flex-start;
    gap: ${vars.space.sm};
    text-align: center;
  }

  & > svg {
    flex: none;
    width: calc(${vars.sizes.iconSize.lg} * 1.5);
    height: calc(${vars.sizes.iconSize.lg} * 1.5);
    color: ${vars.colors.textMuted};
  }

  &[data-hovered] {
    border-color: ${vars.colors.text};
  }
  &[data-selected] {
    border-color: ${vars.colors.primary};
    box-shadow: inset 0 0 0 ${vars.sizes.borderWidth} ${vars.colors.primary};
    background: ${vars.colors.primarySubtle};
    color: ${vars.colors.primary};
    font-weight: ${vars.typography.weights.bold};
  }
  &[data-selected] > svg {
    color: ${vars.colors.primary};
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
  top: ${vars.space.xs};
  right: ${vars.space.xs};
  width: ${vars.sizes.iconSize.md};
  height: ${vars.sizes.iconSize.md};
  border-radius: ${vars.radii.round};
  background: ${vars.colors.primary};
  color: ${vars.colors.onPrimary};

  & > svg {
    width: ${vars.sizes.iconSize.sm};
    height: ${vars.sizes.iconSize.sm};
  }
`;
SelectedBadge.displayName = 'SelectedBadge';

export const NpsGroup = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
`;
NpsGroup.displayName = 'NpsGroup';

/** 0 to 10 in one row at every width (11 boxes still fit 375px with the smallest gap). */
export const NpsRow = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${vars.space.xxs};

  ${media.sm} {
    gap: ${vars.space.xs};
  }
`;
NpsRow.displayName = 'NpsRow';

/** One score. Selected: filled, bold, with a doubled border. */
export const NpsOption = styled(Radio)`
  ${inlineCentered}
  height: ${vars.sizes.controlHeight.md};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.border};
  border-radius: ${vars.radii.sm};
  background: ${vars.colors.surface};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    border-color: ${vars.colors.text};
  }
  &[data-selected] {
    border-color: ${vars.colors.primaryPressed};
    box-shadow: inset 0 0 0 ${vars.sizes.borderWidth}
      ${vars.colors.primaryPressed};
    background: ${vars.colors.primary};
    color: ${vars.colors.onPrimary};
    font-weight: ${vars.typography.weights.bold};
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
  gap: ${vars.space.md};
  color: ${vars.colors.textMuted};
  font-size: ${vars.typography.sizes.sm};
`;
NpsEnds.displayName = 'NpsEnds';
