'use client';

import type { DialogTriggerProps, ModalOverlayProps } from 'react-aria-components';
import { DialogTrigger } from 'react-aria-components';
import { Dialog, type DialogProps, splitDialogProps } from './Dialog';
import { StyledModal, StyledModalOverlay } from './Modal.styles';

export type ModalProps = Omit<ModalOverlayProps, 'children' | 'className' | 'style'> &
  Pick<DialogProps, 'title' | 'children' | 'footer' | 'showCloseButton' | 'closeLabel' | 'titleLevel'> & {
    /** Dim the page behind the modal. Without it the page stays visible but still inert. @default true */
    withOverlay?: boolean;
    /** Cover the whole viewport instead of a centred panel. @default false */
    fullscreen?: boolean;
    /**
     * Animate the close (fade and shrink over `theme.motion.close`, 200 ms). The modal always fades
     * in over `theme.motion.fade` (250 ms). @default false
     */
    animateClose?: boolean;
    /** Close the modal when the user clicks outside it. @default true */
    isDismissable?: boolean;
    /** Use 'alertdialog' for a confirmation that interrupts the user. @default 'dialog' */
    role?: 'dialog' | 'alertdialog';
  };

/**
 * A modal dialog. Focus moves into it on open, is trapped inside while open and returns to the
 * trigger on close. Closes with Escape, a click outside (`isDismissable`) or the close button.
 * Open it from a `ModalTrigger` wrapping a `Button` and the modal, or control it with `isOpen`.
 */
export function Modal({
  withOverlay = true,
  fullscreen = false,
  animateClose = false,
  isDismissable = true,
  role = 'dialog',
  ...props
}: ModalProps) {
  const [dialogProps, overlayProps] = splitDialogProps(props);
  const flags = {
    'data-fullscreen': fullscreen || undefined,
    'data-animate-close': animateClose || undefined,
  };
  return (
    <StyledModalOverlay
      {...overlayProps}
      {...flags}
      isDismissable={isDismissable}
      data-with-overlay={withOverlay || undefined}
    >
      <StyledModal {...flags}>
        <Dialog role={role} {...dialogProps} />
      </StyledModal>
    </StyledModalOverlay>
  );
}

export type ModalTriggerProps = DialogTriggerProps;

/**
 * Connects a trigger `Button` to the `Modal` (or `Drawer`) placed after it: pressing the button
 * opens it, and focus returns to the button when it closes.
 */
export function ModalTrigger(props: ModalTriggerProps) {
  return <DialogTrigger {...props} />;
}
