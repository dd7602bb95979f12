import { RadioGroup as AriaRadioGroup, RadioButton, RadioField } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../shared/styles';
import { fieldStackCss } from '../TextField/TextField.styles';

export const StyledSegmentedControl = styled(AriaRadioGroup)`
  ${fieldStackCss}
  gap: ${({ theme }) => theme.space.xs};
`;
StyledSegmentedControl.displayName = 'SegmentedControl';

export const SegmentTrack = styled.div`
  display: inline-flex;
  align-self: flex-start;
  max-width: 100%;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  [data-full-width] > & {
    display: flex;
    align-self: stretch;
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    background: ${({ theme }) => theme.colors.surfaceSubtle};
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
  min-height: ${({ theme }) => theme.sizes.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  text-align: center;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }
  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primaryPressed};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-selected][data-hovered] {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: transparent;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
  &[data-disabled][data-selected] {
    background: ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
Segment.displayName = 'Segment';
