import { CheckboxButton, CheckboxField, CheckboxGroup } from 'react-aria-components';
import styled, { css } from 'styled-components';
import {
  optionRow,
  optionStack,
  selectionControl,
  selectionField,
  selectionHelp,
  selectionIndicator,
  selectionIndicatorBorders,
} from '../shared/styles';
import { fieldStackCss } from '../TextField/TextField.styles';

export const CheckboxRoot = styled(CheckboxField)`
  ${selectionField}
`;
CheckboxRoot.displayName = 'Checkbox';

/** The square. Its look follows the state attributes of the `CheckboxControl` around it. */
export const CheckboxBox = styled.span`
  ${selectionIndicator}
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.onPrimary};
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
    stroke-width: 3;
  }
`;
CheckboxBox.displayName = 'CheckboxBox';

const checkboxSelected = css`
  &[data-selected] ${CheckboxBox}, &[data-indeterminate] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-hovered][data-selected] ${CheckboxBox}, &[data-hovered][data-indeterminate] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const CheckboxControl = styled(CheckboxButton)`
  ${selectionControl(CheckboxBox)}
  ${selectionIndicatorBorders(CheckboxBox, checkboxSelected)}
  &[data-invalid][data-selected] ${CheckboxBox}, &[data-invalid][data-indeterminate] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
`;
CheckboxControl.displayName = 'CheckboxControl';

/** Help text lines up with the label, not the box. */
export const CheckboxHelp = styled.div`
  ${selectionHelp}
  padding-left: calc(${({ theme }) => `${theme.sizes.iconSize.md} + ${theme.space.sm}`});
`;
CheckboxHelp.displayName = 'CheckboxHelp';

export const StyledCheckboxGroup = styled(CheckboxGroup)`
  ${fieldStackCss}
  gap: ${({ theme }) => theme.space.sm};
`;
StyledCheckboxGroup.displayName = 'CheckboxGroup';

export const CheckboxGroupItems = styled.div`
  ${optionStack}

  &[data-orientation='horizontal'] {
    ${optionRow}
  }
`;
CheckboxGroupItems.displayName = 'CheckboxGroupItems';
