'use client';

import { Modal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
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
  background: ${vars.colors.overlay};

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.panelEnter} ${vars.motion.easing};
  }
  &[data-exiting] {
    animation: ${fadeOut} ${vars.motion.close} ${vars.motion.easing} forwards;
  }
`;
StyledDrawerOverlay.displayName = 'DrawerOverlay';

export const StyledDrawer = styled(Modal)`
  ${raisedPanel}
  width: ${vars.sizes.drawerWidth};
  max-width: 100%;
  height: 100%;

  &[data-entering] {
    animation: ${slideInFromRight} ${vars.motion.panelEnter} ${vars.motion.easing};
  }
  &[data-exiting] {
    animation: ${slideOutToRight} ${vars.motion.close} ${vars.motion.easing} forwards;
  }
`;
StyledDrawer.displayName = 'Drawer';
