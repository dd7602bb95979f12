import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { buttonBase, buttonVariants, disabledSurface, focusRing } from '../shared/styles';

export const StyledButton = styled(AriaButton)`
  ${buttonBase}
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};

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

  ${buttonVariants}
  &[data-variant='tertiary'][data-hovered] {
    text-decoration: underline;
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.colors.dangerHover}; }
  }

  &[data-disabled] {
    ${disabledSurface}
  }
  &[data-pending] {
    cursor: progress;
  }

  &[data-focus-visible] {
    ${focusRing}
  }
`;
StyledButton.displayName = 'Button';
