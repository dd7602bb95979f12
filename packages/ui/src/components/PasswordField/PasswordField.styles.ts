'use client';

import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { focusRingInset, inlineCentered } from '../shared/styles';

export const RevealButton = styled(AriaButton)`
  ${inlineCentered}
  min-width: ${vars.sizes.controlHeight.md};
  margin: 0;
  padding: 0 ${vars.space.sm};
  border: none;
  border-left: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  background: transparent;
  color: ${vars.colors.textMuted};
  cursor: pointer;
  outline: none;

  svg {
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
  }

  &[data-hovered] {
    background: ${vars.colors.surfaceSubtle};
    color: ${vars.colors.text};
  }
  &[data-pressed] {
    color: ${vars.colors.primaryPressed};
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: transparent;
    color: ${vars.colors.textDisabled};
  }
  &[data-focus-visible] {
    ${focusRingInset}
    outline-offset: calc(-2 * ${vars.sizes.focusRingWidth});
  }
`;
RevealButton.displayName = 'PasswordRevealButton';
