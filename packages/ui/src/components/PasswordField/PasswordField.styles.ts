import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { focusRingInset, inlineCentered } from '../shared/styles';

export const RevealButton = styled(AriaButton)`
  ${inlineCentered}
  min-width: ${({ theme }) => theme.sizes.controlHeight.md};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-left: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  outline: none;

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primaryPressed};
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: transparent;
    color: ${({ theme }) => theme.colors.textDisabled};
  }
  &[data-focus-visible] {
    ${focusRingInset}
    outline-offset: calc(-2 * ${({ theme }) => theme.sizes.focusRingWidth});
  }
`;
RevealButton.displayName = 'PasswordRevealButton';
