'use client';

import { Modal, type ModalProps } from '../../components/Modal';

/**
 * The generic modal's variants:
 * - `fade`: centred over a dimmed page, fades in over `theme.motion.fade` (250 ms);
 * - `animatedClose`: the same, and on close fades and shrinks out over `theme.motion.close` (200 ms);
 * - `fullscreen`: covers the whole viewport;
 * - `withoutOverlay`: centred, the page behind stays undimmed (but inert).
 * Every variant closes with Escape and, unless `showCloseButton={false}`, its close button; all but
 * `fullscreen` (which leaves nothing outside it) close on a click outside unless `isDismissable={false}`.
 */
export type GenericModalVariant = 'fade' | 'animatedClose' | 'fullscreen' | 'withoutOverlay';

type VariantProps = Required<Pick<ModalProps, 'withOverlay' | 'fullscreen' | 'animateClose'>>;

export const genericModalVariants: Readonly<Record<GenericModalVariant, VariantProps>> = {
  fade: { withOverlay: true, fullscreen: false, animateClose: false },
  animatedClose: { withOverlay: true, fullscreen: false, animateClose: true },
  fullscreen: { withOverlay: true, fullscreen: true, animateClose: false },
  withoutOverlay: { withOverlay: false, fullscreen: false, animateClose: false },
};

export type GenericModalProps = Omit<ModalProps, keyof VariantProps> & {
  /** Which of the spec's modal variants to show. @default 'fade' */
  variant?: GenericModalVariant;
};

/**
 * The spec's generic modal: `Modal` set up as one of its named variants. Focus moves in on open,
 * stays inside and returns to the trigger on close. Open it from a `ModalTrigger` or with `isOpen`.
 */
export function GenericModal({ variant = 'fade', ...props }: GenericModalProps) {
  return <Modal {...props} {...genericModalVariants[variant]} data-modal-variant={variant} />;
}
