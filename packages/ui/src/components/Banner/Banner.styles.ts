import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';

export const StyledBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-inline-start-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};

  &[data-variant='info'] {
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.infoText};
    border-color: ${({ theme }) => theme.colors.infoBorder};
  }
  &[data-variant='success'] {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.successText};
    border-color: ${({ theme }) => theme.colors.successBorder};
  }
  &[data-variant='warning'] {
    background: ${({ theme }) => theme.colors.warningSubtle};
    color: ${({ theme }) => theme.colors.warningText};
    border-color: ${({ theme }) => theme.colors.warningBorder};
  }
  &[data-variant='error'] {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
    border-color: ${({ theme }) => theme.colors.danger};
  }

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
    /* Centred on the first line of text (line height 1.5 of 1rem, icon 20px). */
    margin-top: calc(${({ theme }) => theme.space.sm} + ${({ theme }) => theme.space.xxs});
  }
`;
StyledBanner.displayName = 'Banner';

export const BannerContent = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding-block: ${({ theme }) => theme.space.sm};
`;
BannerContent.displayName = 'BannerContent';

export const BannerTitle = styled.strong`
  display: block;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
BannerTitle.displayName = 'BannerTitle';

export const BannerLink = styled(AriaLink)`
  color: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-decoration: underline;
  cursor: pointer;
  outline: none;
  border-radius: ${({ theme }) => theme.radii.sm};

  &[data-hovered] {
    text-decoration-thickness: ${({ theme }) => theme.sizes.focusRingWidth};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid currentColor`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;
BannerLink.displayName = 'BannerLink';

export const BannerDismissButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeight.sm};
  height: ${({ theme }) => theme.sizes.controlHeight.sm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  outline: none;

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
  }

  &[data-hovered],
  &[data-pressed] {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} currentColor;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid currentColor`};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRingWidth});
  }
`;
BannerDismissButton.displayName = 'BannerDismissButton';
