'use client';

import { Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { disabledText, focusRing } from '../shared/styles';

export const StyledLink = styled(AriaLink)`
  color: ${vars.colors.primary};
  border-radius: ${vars.radii.sm};
  cursor: pointer;
  outline: none;
  transition: color ${vars.motion.fast} ${vars.motion.easing};

  &[data-variant='inline'] {
    text-decoration: underline;
    text-decoration-thickness: ${vars.sizes.borderWidth};
    text-underline-offset: ${vars.space.xxs};
    &[data-hovered] {
      color: ${vars.colors.primaryHover};
      text-decoration-thickness: ${vars.sizes.focusRingWidth};
    }
  }

  &[data-variant='standalone'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    font-weight: ${vars.typography.weights.semibold};
    text-decoration: none;
    &[data-hovered] {
      color: ${vars.colors.primaryHover};
      text-decoration: underline;
      text-underline-offset: ${vars.space.xxs};
    }
  }

  &[data-pressed] {
    color: ${vars.colors.primaryPressed};
  }

  &[data-disabled] {
    ${disabledText}
  }

  &[data-focus-visible] {
    ${focusRing}
  }
`;
StyledLink.displayName = 'Link';

/** Keeps the external-link icon on the same line as the word before it. */
export const ExternalMark = styled.span`
  display: inline-block;
  margin-inline-start: ${vars.space.xxs};
  vertical-align: baseline;

  & > svg {
    vertical-align: -0.125em;
  }
`;
ExternalMark.displayName = 'LinkExternalMark';
