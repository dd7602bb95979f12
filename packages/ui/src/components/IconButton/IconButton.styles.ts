'use client';

import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { buttonBase, buttonVariants, disabledSurface, focusRing } from '../shared/styles';

export const StyledIconButton = styled(AriaButton)`
  ${buttonBase}
  flex: none;
  width: ${vars.sizes.controlHeight.md};
  height: ${vars.sizes.controlHeight.md};
  padding: 0;

  &[data-size='sm'] {
    width: ${vars.sizes.controlHeight.sm};
    height: ${vars.sizes.controlHeight.sm};
  }
  &[data-size='lg'] {
    width: ${vars.sizes.controlHeight.lg};
    height: ${vars.sizes.controlHeight.lg};
  }
  &[data-shape='round'] {
    border-radius: ${vars.radii.round};
  }

  ${buttonVariants}
  &[data-variant='tertiary'][data-hovered] {
    background: ${vars.colors.primarySubtle};
  }

  &[data-disabled] {
    ${disabledSurface}
  }

  &[data-focus-visible] {
    ${focusRing}
  }
`;
StyledIconButton.displayName = 'IconButton';
