'use client';

import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { buttonBase, buttonVariants, disabledSurface, focusRing } from '../shared/styles';

export const StyledButton = styled(AriaButton)`
  ${buttonBase}
  gap: ${vars.space.sm};
  min-height: ${vars.sizes.controlHeight.md};
  padding: 0 ${vars.space.lg};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};

  &[data-size='sm'] {
    min-height: ${vars.sizes.controlHeight.sm};
    padding: 0 ${vars.space.md};
    font-size: ${vars.typography.sizes.sm};
  }
  &[data-size='lg'] {
    min-height: ${vars.sizes.controlHeight.lg};
    padding: 0 ${vars.space.xl};
    font-size: ${vars.typography.sizes.lg};
  }
  &[data-full-width] {
    width: 100%;
  }

  ${buttonVariants}
  &[data-variant='tertiary'][data-hovered] {
    text-decoration: underline;
  }
  &[data-variant='danger'] {
    background: ${vars.colors.danger};
    color: ${vars.colors.onDanger};
    &[data-hovered], &[data-pressed] { background: ${vars.colors.dangerHover}; }
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
