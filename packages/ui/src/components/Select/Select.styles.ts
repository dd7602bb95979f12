'use client';

import {
  Button as AriaButton,
  Select as AriaSelect,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { controlBoxCss, fieldStackCss } from '../Field/Field.styles';
import { disabledText, focusRing, focusRingInset, popoverSurface } from '../shared/styles';
import type { SelectOptionItem } from './Select';

export const SelectTrigger = styled(AriaButton)`
  ${controlBoxCss}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  text-align: start;
  cursor: pointer;

  > svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
    color: ${vars.colors.textMuted};
    transition: transform ${vars.motion.fast} ${vars.motion.easing};
  }
  &[data-disabled] > svg {
    color: ${vars.colors.textDisabled};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
SelectTrigger.displayName = 'SelectTrigger';

export const StyledSelectValue = styled(SelectValue)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${vars.colors.textMuted};
  }
  [data-disabled] > & {
    color: ${vars.colors.textDisabled};
  }
`;
StyledSelectValue.displayName = 'SelectValue';

export const StyledSelect = styled(AriaSelect<SelectOptionItem, 'single'>)`
  ${fieldStackCss}

  &[data-invalid] ${SelectTrigger} {
    border-color: ${vars.colors.danger};
    box-shadow: inset 0 0 0 ${vars.sizes.borderWidth} ${vars.colors.danger};
  }
  &[data-open] ${SelectTrigger} > svg {
    transform: rotate(180deg);
  }
`;
StyledSelect.displayName = 'Select';

export const SelectPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-width: calc(100vw - 2 * ${vars.space.lg});
  overflow: auto;
  ${popoverSurface}
`;
SelectPopover.displayName = 'SelectPopover';

export const SelectListBox = styled(ListBox<SelectOptionItem>)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  padding: ${vars.space.xs};
  outline: none;
`;
SelectListBox.displayName = 'SelectListBox';

export const OptionCheck = styled.span`
  display: inline-flex;
  flex: none;
  width: ${vars.sizes.iconSize.md};
  height: ${vars.sizes.iconSize.md};
  color: ${vars.colors.primary};

  svg {
    width: 100%;
    height: 100%;
  }
`;
OptionCheck.displayName = 'SelectOptionCheck';

export const OptionText = styled.span`
  flex: 1;
  min-width: 0;
`;
OptionText.displayName = 'SelectOptionText';

export const SelectOption = styled(ListBoxItem<SelectOptionItem>)`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  min-height: ${vars.sizes.controlHeight.md};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radii.sm};
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-focused] {
    background: ${vars.colors.surfaceSubtle};
  }
  &[data-selected] {
    font-weight: ${vars.typography.weights.semibold};
  }
  &[data-disabled] {
    ${disabledText}
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
`;
SelectOption.displayName = 'SelectOption';
