export { Dialog, type DialogProps } from './Dialog';
export { Modal, type ModalProps, ModalTrigger, type ModalTriggerProps } from './Modal';
