import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Link as AriaLink,
  Heading,
  Modal,
  ToggleButton,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import {
  focusRing,
  focusRingInset,
  raisedPanel,
  slideInFromRight,
  slideOutToRight,
} from '../../components/shared/styles';

/** The dimmed page behind the sheet: the drawer's overlay. */
export { StyledDrawerOverlay as MenuOverlay } from '../../components/Drawer/Drawer.styles';

/** The sheet: the drawer width, leaving a strip of the dimmed page to tap on small screens. */
export const MenuPanel = styled(Modal)`
  ${raisedPanel}
  width: ${({ theme }) => theme.sizes.drawerWidth};
  max-width: calc(100% - ${({ theme }) => theme.sizes.controlHeight.lg});
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;

  &[data-entering] {
    animation: ${slideInFromRight} ${({ theme }) => theme.motion.panelEnter} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: ${slideOutToRight} ${({ theme }) => theme.motion.close} ${({ theme }) => theme.motion.easing} forwards;
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
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.md} ${theme.space.xl}`};
  border-bottom: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
`;
MenuTopBar.displayName = 'MobileMenuTopBar';

export const MenuTitle = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
MenuTitle.displayName = 'MobileMenuTitle';

export const Profile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
`;
Profile.displayName = 'MobileMenuProfile';

export const ProfileIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;
ProfileIdentity.displayName = 'MobileMenuProfileIdentity';

export const ProfileName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
ProfileName.displayName = 'MobileMenuProfileName';

/** The Account Settings toggle: outlined while off, tinted while on (`data-selected`). */
export const AccountToggle = styled(ToggleButton)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-align: start;
  cursor: pointer;
  outline: none;

  & > span {
    flex: 1 1 auto;
  }
  & > svg:last-child {
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }
  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
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
  padding: ${({ theme }) => `${theme.space.sm} 0`};
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
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  & > span:first-of-type {
    flex: 1 1 auto;
  }
  & > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.primarySubtle};
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
  min-width: ${({ theme }) => theme.sizes.iconSize.lg};
  height: ${({ theme }) => theme.sizes.iconSize.lg};
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1;
`;
CountBadge.displayName = 'MobileMenuCountBadge';

export const MenuFooter = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
`;
MenuFooter.displayName = 'MobileMenuFooter';
