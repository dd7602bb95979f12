import { CheckboxButton, CheckboxField, CheckboxGroup } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStackCss } from '../TextField/TextField.styles';

export const CheckboxRoot = styled(CheckboxField)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;
CheckboxRoot.displayName = 'Checkbox';

/** The square. Its look follows the state attributes of the `CheckboxControl` around it. */
export const CheckboxBox = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconSize.md};
  height: ${({ theme }) => theme.sizes.iconSize.md};
  /* Centre the box on the first line of the label. */
  margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSize.md}) / 2);
  border: calc(2 * ${({ theme }) => theme.sizes.borderWidth}) solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
    stroke-width: 3;
  }
`;
CheckboxBox.displayName = 'CheckboxBox';

export const CheckboxControl = styled(CheckboxButton)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: fit-content;
  cursor: pointer;

  &[data-hovered] ${CheckboxBox} {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] ${CheckboxBox}, &[data-indeterminate] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-hovered][data-selected] ${CheckboxBox}, &[data-hovered][data-indeterminate] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }
  &[data-pressed] ${CheckboxBox} {
    border-color: ${({ theme }) => theme.colors.primaryPressed};
  }
  &[data-invalid] ${CheckboxBox} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &[data-invalid][data-selected] ${CheckboxBox}, &[data-invalid][data-indeterminate] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
  &[data-disabled] ${CheckboxBox} {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    color: ${({ theme }) => theme.colors.textDisabled};
  }
  &[data-focus-visible] ${CheckboxBox} {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;
CheckboxControl.displayName = 'CheckboxControl';

/** Help text lines up with the label, not the box. */
export const CheckboxHelp = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: calc(${({ theme }) => `${theme.sizes.iconSize.md} + ${theme.space.sm}`});

  &:empty {
    display: none;
  }
`;
CheckboxHelp.displayName = 'CheckboxHelp';

export const StyledCheckboxGroup = styled(CheckboxGroup)`
  ${fieldStackCss}
  gap: ${({ theme }) => theme.space.sm};
`;
StyledCheckboxGroup.displayName = 'CheckboxGroup';

export const CheckboxGroupItems = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;
CheckboxGroupItems.displayName = 'CheckboxGroupItems';
