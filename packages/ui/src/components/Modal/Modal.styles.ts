'use client';

import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/vars';
import {
  fadeIn,
  fadeOut,
  focusRing,
  inlineCentered,
  modalOverlay,
  panelTitle,
  raisedPanel,
} from '../shared/styles';

const shrinkOut = keyframes`
  from { transform: scale(1); }
  to { transform: scale(0.96); }
`;

export const StyledModalOverlay = styled(ModalOverlay)`
  ${modalOverlay}
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  background: transparent;

  &[data-with-overlay] {
    background: ${vars.colors.overlay};
  }
  &[data-fullscreen] {
    padding: 0;
  }

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.fade} ${vars.motion.easing};
  }
  &[data-exiting][data-animate-close] {
    animation: ${fadeOut} ${vars.motion.close} ${vars.motion.easing} forwards;
  }
`;
StyledModalOverlay.displayName = 'ModalOverlay';

export const StyledModal = styled(Modal)`
  ${raisedPanel}
  width: 100%;
  max-width: ${vars.sizes.modalWidth};
  max-height: 100%;
  overflow: hidden;
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.lg};

  &[data-fullscreen] {
    max-width: none;
    height: 100%;
    border: none;
    border-radius: ${vars.radii.none};
  }

  &[data-exiting][data-animate-close] {
    animation: ${shrinkOut} ${vars.motion.close} ${vars.motion.easing} forwards;
  }
`;
StyledModal.displayName = 'Modal';

export const StyledDialog = styled(AriaDialog)`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  outline: none;
`;
StyledDialog.displayName = 'Dialog';

export const DialogHeader = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  padding: ${vars.space.lg} ${vars.space.xl};
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
DialogHeader.displayName = 'DialogHeader';

export const DialogTitle = styled(Heading)`
  ${panelTitle}
`;
DialogTitle.displayName = 'DialogTitle';

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space.xl};

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
`;
DialogBody.displayName = 'DialogBody';

export const DialogFooter = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg} ${vars.space.xl};
  border-top: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
`;
DialogFooter.displayName = 'DialogFooter';

export const DialogCloseButton = styled(AriaButton)`
  ${inlineCentered}
  width: ${vars.sizes.controlHeight.md};
  height: ${vars.sizes.controlHeight.md};
  margin-inline-end: calc(-1 * ${vars.space.sm});
  padding: 0;
  border: none;
  border-radius: ${vars.radii.md};
  background: transparent;
  color: ${vars.colors.textMuted};
  cursor: pointer;
  outline: none;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  svg {
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
  }

  &[data-hovered],
  &[data-pressed] {
    background: ${vars.colors.surfaceSubtle};
    color: ${vars.colors.text};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
DialogCloseButton.displayName = 'DialogCloseButton';
