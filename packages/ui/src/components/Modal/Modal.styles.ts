import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
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
  padding: ${({ theme }) => theme.space.lg};
  background: transparent;

  &[data-with-overlay] {
    background: ${({ theme }) => theme.colors.overlay};
  }
  &[data-fullscreen] {
    padding: 0;
  }

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.fade} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting][data-animate-close] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.close} ${({ theme }) => theme.motion.easing} forwards;
  }
`;
StyledModalOverlay.displayName = 'ModalOverlay';

export const StyledModal = styled(Modal)`
  ${raisedPanel}
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.modalWidth};
  max-height: 100%;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  &[data-fullscreen] {
    max-width: none;
    height: 100%;
    border: none;
    border-radius: ${({ theme }) => theme.radii.none};
  }

  &[data-exiting][data-animate-close] {
    animation: ${shrinkOut} ${({ theme }) => theme.motion.close} ${({ theme }) => theme.motion.easing} forwards;
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
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-bottom: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
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
  padding: ${({ theme }) => theme.space.xl};

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
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
`;
DialogFooter.displayName = 'DialogFooter';

export const DialogCloseButton = styled(AriaButton)`
  ${inlineCentered}
  width: ${({ theme }) => theme.sizes.controlHeight.md};
  height: ${({ theme }) => theme.sizes.controlHeight.md};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space.sm});
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  outline: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
  }

  &[data-hovered],
  &[data-pressed] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
DialogCloseButton.displayName = 'DialogCloseButton';
