'use client';

import { CheckboxButton, CheckboxField, CheckboxGroup } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { fieldStackCss } from '../Field/Field.styles';
import {
  optionRow,
  optionStack,
  selectionControl,
  selectionField,
  selectionHelp,
  selectionIndicator,
  selectionIndicatorBorders,
} from '../shared/styles';

export const CheckboxRoot = styled(CheckboxField)`
  ${selectionField}
`;
CheckboxRoot.displayName = 'Checkbox';

/** The square. Its look follows the state attributes of the `CheckboxControl` around it. */
export const CheckboxBox = styled.span`
  ${selectionIndicator}
  border-radius: ${vars.radii.sm};
  color: ${vars.colors.onPrimary};
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  svg {
    width: ${vars.sizes.iconSize.sm};
    height: ${vars.sizes.iconSize.sm};
    stroke-width: 3;
  }
`;
CheckboxBox.displayName = 'CheckboxBox';

const checkboxSelected = css`
  &[data-selected] ${CheckboxBox}, &[data-indeterminate] ${CheckboxBox} {
    background: ${vars.colors.primary};
    border-color: ${vars.colors.primary};
  }
  &[data-hovered][data-selected] ${CheckboxBox}, &[data-hovered][data-indeterminate] ${CheckboxBox} {
    background: ${vars.colors.primaryHover};
    border-color: ${vars.colors.primaryHover};
  }
`;

export const CheckboxControl = styled(CheckboxButton)`
  ${selectionControl(CheckboxBox)}
  ${selectionIndicatorBorders(CheckboxBox, checkboxSelected)}
  &[data-invalid][data-selected] ${CheckboxBox}, &[data-invalid][data-indeterminate] ${CheckboxBox} {
    background: ${vars.colors.danger};
  }
  &[data-disabled] ${CheckboxBox} {
    background: ${vars.colors.surfaceSubtle};
    border-color: ${vars.colors.borderSubtle};
    color: ${vars.colors.textDisabled};
  }
`;
CheckboxControl.displayName = 'CheckboxControl';

/** Help text lines up with the label, not the box. */
export const CheckboxHelp = styled.div`
  ${selectionHelp}
  padding-left: calc(${vars.sizes.iconSize.md} + ${vars.space.sm});
`;
CheckboxHelp.displayName = 'CheckboxHelp';

export const StyledCheckboxGroup = styled(CheckboxGroup)`
  ${fieldStackCss}
  gap: ${vars.space.sm};
`;
StyledCheckboxGroup.displayName = 'CheckboxGroup';

export const CheckboxGroupItems = styled.div`
  ${optionStack}

  &[data-orientation='horizontal'] {
    ${optionRow}
  }
`;
CheckboxGroupItems.displayName = 'CheckboxGroupItems';
