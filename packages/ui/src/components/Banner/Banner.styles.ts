'use client';

import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { dismissButton, focusRingCurrentColor, toneBox, toneColors } from '../shared/styles';

export const StyledBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.md};
  ${toneBox}

  ${toneColors('info', 'success', 'warning', 'error')}

  & > svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
    /* Centred on the first line of text (line height 1.5 of 1rem, icon 20px). */
    margin-top: calc(${vars.space.sm} + ${vars.space.xxs});
  }
`;
StyledBanner.displayName = 'Banner';

export const BannerContent = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding-block: ${vars.space.sm};
`;
BannerContent.displayName = 'BannerContent';

export const BannerTitle = styled.strong`
  display: block;
  font-weight: ${vars.typography.weights.semibold};
`;
BannerTitle.displayName = 'BannerTitle';

export const BannerLink = styled(AriaLink)`
  color: inherit;
  font-weight: ${vars.typography.weights.semibold};
  text-decoration: underline;
  cursor: pointer;
  outline: none;
  border-radius: ${vars.radii.sm};

  &[data-hovered] {
    text-decoration-thickness: ${vars.sizes.focusRingWidth};
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
