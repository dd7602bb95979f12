import { RadioGroup as AriaRadioGroup, RadioButton, RadioField } from 'react-aria-components';
import styled, { css } from 'styled-components';
import {
  optionRow,
  optionStack,
  selectionControl,
  selectionIndicator,
  selectionIndicatorBorders,
} from '../shared/styles';
import { fieldStackCss } from '../TextField/TextField.styles';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  ${fieldStackCss}
  gap: ${({ theme }) => theme.space.sm};
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
  gap: ${({ theme }) => theme.space.xxs};
`;
RadioOption.displayName = 'RadioOption';

/** The circle. Its look follows the state attributes of the `RadioControl` around it. */
export const RadioCircle = styled.span`
  ${selectionIndicator}
  border-radius: ${({ theme }) => theme.radii.round};

  &::after {
    content: '';
    width: calc(${({ theme }) => theme.sizes.iconSize.md} / 2);
    height: calc(${({ theme }) => theme.sizes.iconSize.md} / 2);
    border-radius: ${({ theme }) => theme.radii.round};
    background: transparent;
  }
`;
RadioCircle.displayName = 'RadioCircle';

const radioSelected = css`
  &[data-selected] ${RadioCircle} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected] ${RadioCircle}::after {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const RadioControl = styled(RadioButton)`
  ${selectionControl(RadioCircle)}
  ${selectionIndicatorBorders(RadioCircle, radioSelected)}
  &[data-invalid][data-selected] ${RadioCircle}::after {
    background: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] ${RadioCircle} {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-disabled][data-selected] ${RadioCircle}::after {
    background: ${({ theme }) => theme.colors.textDisabled};
  }
`;
RadioControl.displayName = 'RadioControl';

/** An option's description lines up with its label, not the circle. */
export const RadioHelp = styled.div`
  padding-left: calc(${({ theme }) => `${theme.sizes.iconSize.md} + ${theme.space.sm}`});
`;
RadioHelp.displayName = 'RadioHelp';
