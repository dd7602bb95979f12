import {
  Button as AriaButton,
  Select as AriaSelect,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import styled from 'styled-components';
import { disabledText, focusRing, focusRingInset, popoverSurface } from '../shared/styles';
import { controlBoxCss, fieldStackCss } from '../TextField/TextField.styles';
import type { SelectOptionItem } from './Select';

export const SelectTrigger = styled(AriaButton)`
  ${controlBoxCss}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  text-align: start;
  cursor: pointer;

  > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  &[data-disabled] > svg {
    color: ${({ theme }) => theme.colors.textDisabled};
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
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;
StyledSelectValue.displayName = 'SelectValue';

export const StyledSelect = styled(AriaSelect<SelectOptionItem, 'single'>)`
  ${fieldStackCss}

  &[data-invalid] ${SelectTrigger} {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.danger};
  }
  &[data-open] ${SelectTrigger} > svg {
    transform: rotate(180deg);
  }
`;
StyledSelect.displayName = 'Select';

export const SelectPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  overflow: auto;
  ${popoverSurface}
`;
SelectPopover.displayName = 'SelectPopover';

export const SelectListBox = styled(ListBox<SelectOptionItem>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  outline: none;
`;
SelectListBox.displayName = 'SelectListBox';

export const OptionCheck = styled.span`
  display: inline-flex;
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSize.md};
  height: ${({ theme }) => theme.sizes.iconSize.md};
  color: ${({ theme }) => theme.colors.primary};

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
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  &[data-disabled] {
    ${disabledText}
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
`;
SelectOption.displayName = 'SelectOption';
