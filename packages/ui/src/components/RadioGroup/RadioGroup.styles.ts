'use client';

import { RadioGroup as AriaRadioGroup, RadioButton, RadioField } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { fieldStackCss } from '../Field/Field.styles';
import {
  optionRow,
  optionStack,
  selectionControl,
  selectionIndicator,
  selectionIndicatorBorders,
} from '../shared/styles';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  ${fieldStackCss}
  gap: ${vars.space.sm};
`;
StyledRadioGroup.displayName = 'RadioGroup';

export const RadioOptions = styled.div`
  ${optionStack}

  [data-orientation='horizontal'] > & {
    ${optionRow}
  }
`;
RadioOptions.displayName = 'RadioOptions';

export const RadioOption = styled(RadioField)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
`;
RadioOption.displayName = 'RadioOption';

/** The circle. Its look follows the state attributes of the `RadioControl` around it. */
export const RadioCircle = styled.span`
  ${selectionIndicator}
  border-radius: ${vars.radii.round};

  &::after {
    content: '';
    width: calc(${vars.sizes.iconSize.md} / 2);
    height: calc(${vars.sizes.iconSize.md} / 2);
    border-radius: ${vars.radii.round};
    background: transparent;
  }
`;
RadioCircle.displayName = 'RadioCircle';

const radioSelected = css`
  &[data-selected] ${RadioCircle} {
    border-color: ${vars.colors.primary};
  }
  &[data-selected] ${RadioCircle}::after {
    background: ${vars.colors.primary};
  }
`;

export const RadioControl = styled(RadioButton)`
  ${selectionControl(RadioCircle)}
  ${selectionIndicatorBorders(RadioCircle, radioSelected)}
  &[data-invalid][data-selected] ${RadioCircle}::after {
    background: ${vars.colors.danger};
  }
  &[data-disabled] ${RadioCircle} {
    background: ${vars.colors.surfaceSubtle};
    border-color: ${vars.colors.borderSubtle};
  }
  &[data-disabled][data-selected] ${RadioCircle}::after {
    background: ${vars.colors.textDisabled};
  }
`;
RadioControl.displayName = 'RadioControl';

/** An option's description lines up with its label, not the circle. */
export const RadioHelp = styled.div`
  padding-left: calc(${vars.sizes.iconSize.md} + ${vars.space.sm});
`;
RadioHelp.displayName = 'RadioHelp';
