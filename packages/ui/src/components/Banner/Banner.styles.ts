import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { dismissButton, focusRingCurrentColor, toneBox, toneColors } from '../shared/styles';

export const StyledBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  ${toneBox}

  ${toneColors('info', 'success', 'warning', 'error')}

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
    ${focusRingCurrentColor}
  }
`;
BannerLink.displayName = 'BannerLink';

export const BannerDismissButton = styled(AriaButton)`
  ${dismissButton}
`;
BannerDismissButton.displayName = 'BannerDismissButton';
