import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

export const StyledIconButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeight.md};
  height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: 0;
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  outline: none;

  &[data-size='sm'] {
    width: ${({ theme }) => theme.sizes.controlHeight.sm};
    height: ${({ theme }) => theme.sizes.controlHeight.sm};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.sizes.controlHeight.lg};
    height: ${({ theme }) => theme.sizes.controlHeight.lg};
  }
  &[data-shape='round'] {
    border-radius: ${({ theme }) => theme.radii.round};
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primaryHover}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.primaryPressed}; }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primarySubtle}; }
    &[data-pressed] { color: ${({ theme }) => theme.colors.primaryPressed}; }
  }
  &[data-variant='tertiary'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primarySubtle}; }
    &[data-pressed] { color: ${({ theme }) => theme.colors.primaryPressed}; }
  }

  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.textDisabled};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }

  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;
StyledIconButton.displayName = 'IconButton';
