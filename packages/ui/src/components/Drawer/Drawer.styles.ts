import { Modal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const slideOut = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(100%); }
`;

export const StyledDrawerOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
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
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.sizes.drawerWidth};
  max-width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  &[data-entering] {
    animation: ${slideIn} ${({ theme }) => theme.motion.panelEnter} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: ${slideOut} ${({ theme }) => theme.motion.close} ${({ theme }) => theme.motion.easing} forwards;
  }
`;
StyledDrawer.displayName = 'Drawer';
