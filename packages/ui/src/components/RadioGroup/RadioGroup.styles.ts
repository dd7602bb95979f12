import { RadioGroup as AriaRadioGroup, RadioButton, RadioField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStackCss } from '../TextField/TextField.styles';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  ${fieldStackCss}
  gap: ${({ theme }) => theme.space.sm};
`;
StyledRadioGroup.displayName = 'RadioGroup';

export const RadioOptions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.xl};
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
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconSize.md};
  height: ${({ theme }) => theme.sizes.iconSize.md};
  margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSize.md}) / 2);
  border: calc(2 * ${({ theme }) => theme.sizes.borderWidth}) solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};

  &::after {
    content: '';
    width: calc(${({ theme }) => theme.sizes.iconSize.md} / 2);
    height: calc(${({ theme }) => theme.sizes.iconSize.md} / 2);
    border-radius: ${({ theme }) => theme.radii.round};
    background: transparent;
  }
`;
RadioCircle.displayName = 'RadioCircle';

export const RadioControl = styled(RadioButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: fit-content;
  cursor: pointer;

  &[data-hovered] ${RadioCircle} {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] ${RadioCircle} {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected] ${RadioCircle}::after {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-pressed] ${RadioCircle} {
    border-color: ${({ theme }) => theme.colors.primaryPressed};
  }
  &[data-invalid] ${RadioCircle} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-invalid][data-selected] ${RadioCircle}::after {
    background: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
  &[data-disabled] ${RadioCircle} {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-disabled][data-selected] ${RadioCircle}::after {
    background: ${({ theme }) => theme.colors.textDisabled};
  }
  &[data-focus-visible] ${RadioCircle} {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;
RadioControl.displayName = 'RadioControl';

/** An option's description lines up with its label, not the circle. */
export const RadioHelp = styled.div`
  padding-left: calc(${({ theme }) => `${theme.sizes.iconSize.md} + ${theme.space.sm}`});
`;
RadioHelp.displayName = 'RadioHelp';
