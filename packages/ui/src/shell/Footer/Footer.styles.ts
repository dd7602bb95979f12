import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { focusRingCurrentColor, inlineCentered } from '../../components/shared/styles';

export const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;
StyledFooter.displayName = 'Footer';

export const FooterInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.xl}`};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space.xxl};
  }
`;
FooterInner.displayName = 'FooterInner';

/** The columns: stacked on phones, two across on tablets, one row on desktops. */
export const FooterColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;
FooterColumns.displayName = 'FooterColumns';

export const FooterColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;
FooterColumn.displayName = 'FooterColumn';

export const FooterHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
FooterHeading.displayName = 'FooterHeading';

/** A list of links; roomier on phones, where they are tapped. */
export const FooterList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.xs};
  }

  &[data-layout='row'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.lg};
  }
  &[data-layout='icons'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
`;
FooterList.displayName = 'FooterList';

export const FooterLink = styled(AriaLink)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    text-decoration: underline;
    text-underline-offset: ${({ theme }) => theme.space.xxs};
  }
  &[data-focus-visible] {
    ${focusRingCurrentColor}
  }
`;
FooterLink.displayName = 'FooterLink';

/** A round outlined icon link of a social network. */
export const SocialIconLink = styled(FooterLink)`
  ${inlineCentered}
  width: ${({ theme }) => theme.sizes.controlHeight.sm};
  height: ${({ theme }) => theme.sizes.controlHeight.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid currentColor;
  border-radius: ${({ theme }) => theme.radii.round};

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.textInverse};
    color: ${({ theme }) => theme.colors.surfaceInverse};
  }
`;
SocialIconLink.displayName = 'FooterSocialIconLink';

/** The bottom row: copyright and the legal links, side by side from tablets up. */
export const FooterLegal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
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
