import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

export const StyledButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  outline: none;

  &[data-size='sm'] {
    min-height: ${({ theme }) => theme.sizes.controlHeight.sm};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  &[data-size='lg'] {
    min-height: ${({ theme }) => theme.sizes.controlHeight.lg};
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  &[data-full-width] {
    width: 100%;
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
    &[data-hovered] { text-decoration: underline; }
    &[data-pressed] { color: ${({ theme }) => theme.colors.primaryPressed}; }
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.colors.dangerHover}; }
  }

  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.textDisabled};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
  }
  &[data-pending] {
    cursor: progress;
  }

  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: 2px;
  }
`;
StyledButton.displayName = 'Button';
