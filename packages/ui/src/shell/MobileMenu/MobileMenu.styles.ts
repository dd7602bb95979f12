'use client';

import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Link as AriaLink,
  Heading,
  Modal,
  ToggleButton,
} from 'react-aria-components';
import { css, styled } from 'styled-components';
import {
  buttonBase,
  buttonVariants,
  focusRing,
  focusRingInset,
  raisedPanel,
  slideInFromRight,
  slideOutToRight,
} from '../../components/shared/styles';
import { vars } from '../../theme/vars';

/** The dimmed page behind the sheet: the drawer's overlay. */
export { StyledDrawerOverlay as MenuOverlay } from '../../components/Drawer/Drawer.styles';

/** The sheet: the drawer width, leaving a strip of the dimmed page to tap on small screens. */
export const MenuPanel = styled(Modal)`
  ${raisedPanel}
  width: ${vars.sizes.drawerWidth};
  max-width: calc(100% - ${vars.sizes.controlHeight.lg});
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;

  &[data-entering] {
    animation: ${slideInFromRight} ${vars.motion.panelEnter} ${vars.motion.easing};
  }
  &[data-exiting] {
    animation: ${slideOutToRight} ${vars.motion.close} ${vars.motion.easing} forwards;
  }
`;
MenuPanel.displayName = 'MobileMenuPanel';

export const MenuDialog = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  outline: none;
`;
MenuDialog.displayName = 'MobileMenuDialog';

export const MenuTopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  padding: ${vars.space.md} ${vars.space.lg} ${vars.space.md} ${vars.space.xl};
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
MenuTopBar.displayName = 'MobileMenuTopBar';

export const MenuTitle = styled(Heading)`
  margin: 0;
  font-size: ${vars.typography.sizes.lg};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
MenuTitle.displayName = 'MobileMenuTitle';

export const Profile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  padding: ${vars.space.lg} ${vars.space.xl};
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
Profile.displayName = 'MobileMenuProfile';

export const ProfileIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  min-width: 0;
`;
ProfileIdentity.displayName = 'MobileMenuProfileIdentity';

export const ProfileName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${vars.typography.sizes.lg};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
ProfileName.displayName = 'MobileMenuProfileName';

/** The Account Settings toggle: outlined while off, tinted while on (`data-selected`). */
export const AccountToggle = styled(ToggleButton)`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  width: 100%;
  min-height: ${vars.sizes.controlHeight.md};
  padding: ${vars.space.xs} ${vars.space.md};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.border};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surface};
  color: ${vars.colors.text};
  font: inherit;
  font-weight: ${vars.typography.weights.semibold};
  text-align: start;
  cursor: pointer;
  outline: none;

  & > span {
    flex: 1 1 auto;
  }
  & > svg:last-child {
    transition: transform ${vars.motion.fast} ${vars.motion.easing};
  }

  &[data-hovered] {
    background: ${vars.colors.surfaceSubtle};
  }
  &[data-selected] {
    border-color: ${vars.colors.primary};
    background: ${vars.colors.primarySubtle};
    color: ${vars.colors.primary};
    & > svg:last-child {
      transform: rotate(90deg);
    }
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
AccountToggle.displayName = 'MobileMenuAccountToggle';

export const MenuNav = styled.nav`
  flex: 1 0 auto;
  padding: ${vars.space.sm} 0;
`;
MenuNav.displayName = 'MobileMenuNav';

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
MenuList.displayName = 'MobileMenuList';

const row = css`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  width: 100%;
  min-height: ${vars.sizes.controlHeight.lg};
  padding: ${vars.space.sm} ${vars.space.xl};
  border: none;
  background: transparent;
  color: ${vars.colors.text};
  font: inherit;
  font-weight: ${vars.typography.weights.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  & > span:first-of-type {
    flex: 1 1 auto;
  }
  & > svg {
    color: ${vars.colors.textMuted};
  }

  &[data-hovered] {
    background: ${vars.colors.surfaceSubtle};
    color: ${vars.colors.primary};
  }
  &[data-pressed] {
    background: ${vars.colors.primarySubtle};
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
`;

export const MenuLink = styled(AriaLink)`
  ${row}
`;
MenuLink.displayName = 'MobileMenuLink';

export const MenuAction = styled(AriaButton)`
  ${row}
`;
MenuAction.displayName = 'MobileMenuAction';

/** The active-project count next to My Projects. */
export const CountBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${vars.sizes.iconSize.lg};
  height: ${vars.sizes.iconSize.lg};
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.primary};
  color: ${vars.colors.onPrimary};
  font-size: ${vars.typography.sizes.xs};
  font-weight: ${vars.typography.weights.bold};
  line-height: 1;
`;
CountBadge.displayName = 'MobileMenuCountBadge';

export const MenuFooter = styled.div`
  padding: ${vars.space.lg} ${vars.space.xl};
  border-top: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
MenuFooter.displayName = 'MobileMenuFooter';

/** A visitor's Log in and Sign up, side by side at the foot of the menu. */
export const AuthActions = styled(MenuFooter)`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space.md};
`;
AuthActions.displayName = 'MobileMenuAuthActions';

/** Log in or Sign up: a link that looks like a button (`data-variant` primary or secondary). */
export const AuthLink = styled.a`
  ${buttonBase}
  ${buttonVariants}
  min-height: ${vars.sizes.controlHeight.md};
  padding: 0 ${vars.space.lg};
  font-weight: ${vars.typography.weights.semibold};
  text-decoration: none;
  &[data-variant='primary']:hover { background: ${vars.colors.primaryHover}; }
  &[data-variant='secondary']:hover { background: ${vars.colors.primarySubtle}; }
  &:focus-visible { ${focusRing} }
`;
AuthLink.displayName = 'MobileMenuAuthLink';
