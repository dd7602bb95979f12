export { type ToastPlacement, ToastRegion, type ToastRegionProps, useToasts } from './Toast';
export {
  createToastQueue,
  type QueuedToast,
  type ToastContent,
  type ToastOptions,
  ToastQueue,
  type ToastQueueOptions,
  type ToastVariant,
} from './Toast.queue';
