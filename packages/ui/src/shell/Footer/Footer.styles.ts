'use client';

import { styled } from 'styled-components';
import { focusRingCurrentColor, inlineCentered } from '../../components/shared/styles';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';

export const StyledFooter = styled.footer`
  background: ${vars.colors.surfaceInverse};
  color: ${vars.colors.textInverse};
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
`;
StyledFooter.displayName = 'Footer';

export const FooterInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xl};
  margin: 0 auto;
  padding: ${vars.space.xxl} ${vars.space.lg} ${vars.space.xl};

  ${media.md} {
    padding-inline: ${vars.space.xxl};
  }
`;
FooterInner.displayName = 'FooterInner';

/** The columns: stacked on phones, two across on tablets, one row on desktops. */
export const FooterColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.xl};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;
FooterColumns.displayName = 'FooterColumns';

export const FooterColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  min-width: 0;
`;
FooterColumn.displayName = 'FooterColumn';

export const FooterHeading = styled.h2`
  margin: 0;
  font-size: ${vars.typography.sizes.md};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
FooterHeading.displayName = 'FooterHeading';

/** A list of links; roomier on phones, where they are tapped. */
export const FooterList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    gap: ${vars.space.xs};
  }

  &[data-layout='row'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space.lg};
  }
  &[data-layout='icons'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
  }
`;
FooterList.displayName = 'FooterList';

/**
 * A native link (see `useRouterAnchorProps`): the footer holds some thirty, and a React Aria link
 * each made up about a sixth of the login page's blocking time while it hydrated. Hover is styled
 * only where the device can hover, as React Aria's hover is.
 */
export const FooterLink = styled.a`
  border-radius: ${vars.radii.sm};
  color: inherit;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  @media (hover: hover) {
    &:hover {
      text-decoration: underline;
      text-underline-offset: ${vars.space.xxs};
    }
  }
  &:focus-visible {
    ${focusRingCurrentColor}
  }
`;
FooterLink.displayName = 'FooterLink';

/** A round outlined icon link of a social network. */
export const SocialIconLink = styled(FooterLink)`
  ${inlineCentered}
  width: ${vars.sizes.controlHeight.sm};
  height: ${vars.sizes.controlHeight.sm};
  border: ${vars.sizes.borderWidth} solid currentColor;
  border-radius: ${vars.radii.round};

  @media (hover: hover) {
    &:hover {
      background: ${vars.colors.textInverse};
      color: ${vars.colors.surfaceInverse};
    }
  }
`;
SocialIconLink.displayName = 'FooterSocialIconLink';

/** The bottom row: copyright and the legal links, side by side from tablets up. */
export const FooterLegal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding-top: ${vars.space.lg};
  border-top: ${vars.sizes.borderWidth} solid ${vars.colors.border};

  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;
FooterLegal.displayName = 'FooterLegal';

export const Copyright = styled.p`
  margin: 0;
`;
Copyright.displayName = 'FooterCopyright';
