'use client';

import { RadioGroup as AriaRadioGroup, RadioButton, RadioField } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { fieldStackCss } from '../Field/Field.styles';
import { focusRing } from '../shared/styles';

export const StyledSegmentedControl = styled(AriaRadioGroup)`
  ${fieldStackCss}
  gap: ${vars.space.xs};
`;
StyledSegmentedControl.displayName = 'SegmentedControl';

export const SegmentTrack = styled.div`
  display: inline-flex;
  align-self: flex-start;
  max-width: 100%;
  gap: ${vars.space.xxs};
  padding: ${vars.space.xxs};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.border};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surface};

  [data-full-width] > & {
    display: flex;
    align-self: stretch;
  }
  [data-invalid] > & {
    border-color: ${vars.colors.danger};
  }
  [data-disabled] > & {
    border-color: ${vars.colors.borderSubtle};
    background: ${vars.colors.surfaceSubtle};
  }
`;
SegmentTrack.displayName = 'SegmentTrack';

export const SegmentField = styled(RadioField)`
  display: flex;
  flex: 1 1 0;
  min-width: 0;
`;
SegmentField.displayName = 'SegmentField';

export const Segment = styled(RadioButton)`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: ${vars.sizes.controlHeight.sm};
  padding: 0 ${vars.space.lg};
  border-radius: ${vars.radii.sm};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.sm};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
  text-align: center;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  &[data-hovered] {
    background: ${vars.colors.surfaceSubtle};
  }
  &[data-pressed] {
    color: ${vars.colors.primaryPressed};
  }
  &[data-selected] {
    background: ${vars.colors.primary};
    color: ${vars.colors.onPrimary};
  }
  &[data-selected][data-hovered] {
    background: ${vars.colors.primaryHover};
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: transparent;
    color: ${vars.colors.textDisabled};
  }
  &[data-disabled][data-selected] {
    background: ${vars.colors.borderSubtle};
    color: ${vars.colors.text};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
Segment.displayName = 'Segment';
