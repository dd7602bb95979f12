'use client';

import { messages } from '@hearth/machines';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Paragraph } from './DocumentDelivery.styles';

/** Not spec copy: the spec says unenrolling asks for confirmation, not in which words. */
export const UNENROLL_TITLE = 'Turn off paperless delivery?';
export const UNENROLL_BODY = 'Your documents will be sent to you on paper instead of electronically.';
export const UNENROLL_CONFIRM = 'Turn off paperless';
export const UNENROLL_CANCEL = 'Keep paperless';
/** Not spec copy: the spec names the Success dialog, not its text. */
export const ENROLLED_BODY = 'You are enrolled in paperless document delivery.';
export const ENROLLED_CLOSE = 'OK';

export type SuccessDialogProps = { isOpen: boolean; onClose: () => void };

/** The 'Success' dialog after enrolling. Escape, the close button and OK all close it. */
export function SuccessDialog({ isOpen, onClose }: SuccessDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={messages.paperless.success}
      footer={<Button onPress={onClose}>{ENROLLED_CLOSE}</Button>}
    >
      <Paragraph>{ENROLLED_BODY}</Paragraph>
    </Modal>
  );
}

export type UnenrollDialogProps = { isOpen: boolean; onConfirm: () => void; onCancel: () => void };

/** The confirmation before unenrolling. Escape or Keep paperless cancels; nothing is saved. */
export function UnenrollDialog({ isOpen, onConfirm, onCancel }: UnenrollDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      role="alertdialog"
      isDismissable={false}
      showCloseButton={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={UNENROLL_TITLE}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {UNENROLL_CANCEL}
          </Button>
          <Button variant="danger" onPress={onConfirm}>
            {UNENROLL_CONFIRM}
          </Button>
        </>
      }
    >
      <Paragraph>{UNENROLL_BODY}</Paragraph>
    </Modal>
  );
}
