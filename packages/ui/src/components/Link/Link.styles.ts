import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { disabledText, focusRing } from '../shared/styles';

export const StyledLink = styled(AriaLink)`
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[data-variant='inline'] {
    text-decoration: underline;
    text-decoration-thickness: ${({ theme }) => theme.sizes.borderWidth};
    text-underline-offset: ${({ theme }) => theme.space.xxs};
    &[data-hovered] {
      color: ${({ theme }) => theme.colors.primaryHover};
      text-decoration-thickness: ${({ theme }) => theme.sizes.focusRingWidth};
    }
  }

  &[data-variant='standalone'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    text-decoration: none;
    &[data-hovered] {
      color: ${({ theme }) => theme.colors.primaryHover};
      text-decoration: underline;
      text-underline-offset: ${({ theme }) => theme.space.xxs};
    }
  }

  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primaryPressed};
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
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  vertical-align: baseline;

  & > svg {
    vertical-align: -0.125em;
  }
`;
ExternalMark.displayName = 'LinkExternalMark';
