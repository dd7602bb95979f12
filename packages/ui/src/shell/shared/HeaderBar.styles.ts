'use client';

/*
 * The header bar and the pieces that sit in it. Mobile first: below `theme.media.lg` only the logo
 * and the mobile actions show; from `lg` up the navigation and the desktop actions take over.
 */
import { Link as AriaLink } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { buttonBase, buttonVariants, focusRing } from '../../components/shared/styles';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';

export const StyledHeader = styled.header`
  position: relative;
  z-index: ${vars.zIndices.sticky};
  background: ${vars.colors.surface};
  color: ${vars.colors.text};
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
StyledHeader.displayName = 'HeaderBar';

/** The row inside the header; wide dropdown panels are positioned against it. */
export const HeaderRow = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  gap: ${vars.space.md};
  min-height: calc(${vars.sizes.controlHeight.lg} + 2 * ${vars.space.sm});
  padding: 0 ${vars.space.lg};

  ${media.lg} {
    gap: ${vars.space.lg};
    padding: 0 ${vars.space.xl};
  }
`;
HeaderRow.displayName = 'HeaderRow';

const slot = css`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

export const LogoSlot = styled.div`
  ${slot}
  flex: none;
`;
LogoSlot.displayName = 'HeaderLogoSlot';

/** Shown from `lg` up only. */
export const NavigationSlot = styled.div`
  ${slot}
  display: none;
  align-items: stretch;
  flex: 1 1 auto;
  min-width: 0;

  ${media.lg} {
    display: flex;
  }
`;
NavigationSlot.displayName = 'HeaderNavigationSlot';

/** Shown from `lg` up only, at the end of the row. */
export const ActionsSlot = styled.div`
  ${slot}
  display: none;
  flex: none;
  margin-inline-start: auto;

  ${media.lg} {
    display: flex;
  }
`;
ActionsSlot.displayName = 'HeaderActionsSlot';

/** Shown below `lg` only, at the end of the row. */
export const MobileActionsSlot = styled.div`
  ${slot}
  flex: none;
  margin-inline-start: auto;

  ${media.lg} {
    display: none;
  }
`;
MobileActionsSlot.displayName = 'HeaderMobileActionsSlot';

export const StyledLogo = styled(AriaLink)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xs};
  border-radius: ${vars.radii.md};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.xl};
  font-weight: ${vars.typography.weights.bold};
  line-height: ${vars.typography.lineHeights.tight};
  text-decoration: none;
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`;
StyledLogo.displayName = 'HeaderLogo';

export const LogoMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.sizes.controlHeight.md};
  height: ${vars.sizes.controlHeight.md};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.primary};
  color: ${vars.colors.onPrimary};
`;
LogoMark.displayName = 'HeaderLogoMark';

/** A smaller font between the `lg` and `xl` breakpoints, so the whole bar fits at 1024 px. */
const compactBelowXl = css`
  font-size: ${vars.typography.sizes.sm};

  ${media.xl} {
    font-size: ${vars.typography.sizes.md};
  }
`;

/** The text look of every top-level item: nav links, dropdown triggers and text actions. */
export const navItemText = css`
  display: inline-flex;
  align-self: center;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: ${vars.sizes.controlHeight.md};
  padding: 0 ${vars.space.sm};
  border: none;
  border-radius: ${vars.radii.sm};
  background: transparent;
  color: ${vars.colors.text};
  font: inherit;
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  ${compactBelowXl}

  &[data-hovered],
  &[aria-expanded='true'] {
    color: ${vars.colors.primary};
  }
  &[data-hovered] {
    text-decoration: underline;
    text-underline-offset: ${vars.space.xs};
  }
  &[data-pressed] {
    color: ${vars.colors.primaryPressed};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${vars.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
NavList.displayName = 'HeaderNavList';

/** Stretches to the height of the bar, so a dropdown panel opens right at its bottom edge. */
export const NavItem = styled.li`
  display: flex;
  align-items: stretch;
`;
NavItem.displayName = 'HeaderNavItem';

export const StyledNav = styled.nav`
  display: flex;
  align-items: stretch;
`;
StyledNav.displayName = 'HeaderNav';

export const StyledNavLink = styled(AriaLink)`
  ${navItemText}
`;
StyledNavLink.displayName = 'HeaderNavLink';

export const StyledActionLink = styled(AriaLink)`
  &[data-variant='text'] {
    ${navItemText}
  }
  &[data-variant='primary'] {
    ${buttonBase}
    ${buttonVariants}
    min-height: ${vars.sizes.controlHeight.md};
    padding: 0 ${vars.space.lg};
    font-weight: ${vars.typography.weights.semibold};
    line-height: ${vars.typography.lineHeights.tight};
    white-space: nowrap;
    text-decoration: none;
    ${compactBelowXl}

    &[data-focus-visible] {
      ${focusRing}
    }
  }
`;
StyledActionLink.displayName = 'HeaderActionLink';

/**
 * A native link for Log in / Sign up when the app opens them in a modal: a plain click (or Enter)
 * opens the modal, a click that asks for a new tab or window follows the href. React Aria's Link
 * is not used here because its keyboard press dispatches its own click, which cannot be stopped.
 */
export const StyledAuthLink = styled.a`
  ${navItemText}

  &:hover {
    color: ${vars.colors.primary};
    text-decoration: underline;
    text-underline-offset: ${vars.space.xs};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
StyledAuthLink.displayName = 'HeaderAuthLink';
