import { Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import {
  fadeIn,
  fadeOut,
  modalOverlay,
  raisedPanel,
  slideInFromRight,
  slideOutToRight,
} from '../shared/styles';

export const StyledDrawerOverlay = styled(ModalOverlay)`
  ${modalOverlay}
  justify-content: flex-end;
  background: ${({ theme }) => theme.colors.overlay};

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.panelEnter} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.close} ${({ theme }) => theme.motion.easing} forwards;
  }
`;
StyledDrawerOverlay.displayName = 'DrawerOverlay';

export const StyledDrawer = styled(Modal)`
  ${raisedPanel}
  width: ${({ theme }) => theme.sizes.drawerWidth};
  max-width: 100%;
  height: 100%;

  &[data-entering] {
    animation: ${slideInFromRight} ${({ theme }) => theme.motion.panelEnter} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: ${slideOutToRight} ${({ theme }) => theme.motion.close} ${({ theme }) => theme.motion.easing} forwards;
  }
`;
StyledDrawer.displayName = 'Drawer';
