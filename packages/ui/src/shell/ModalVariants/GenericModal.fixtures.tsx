/* Story helpers for GenericModal: open it from a trigger and close it each way the spec names. */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { GenericModalVariant } from './GenericModal';

export const modalTitle = 'Check your email';
export const triggerName = 'Open modal';

export const findModal = () => screen.findByRole('dialog', { name: modalTitle });

/** The layer the modal sits on, which carries the variant. */
export const overlayOf = (variant: GenericModalVariant) =>
  document.body.querySelector(`[data-modal-variant='${variant}']`) as HTMLElement;

export type CloseMethod = 'escape' | 'outsideClick' | 'closeButton';

const close: Record<CloseMethod, (modal: HTMLElement, variant: GenericModalVariant) => Promise<void>> = {
  escape: async () => {
    await userEvent.keyboard('{Escape}');
  },
  outsideClick: async (modal, variant) => {
    // A click inside leaves it open; a click on the layer around it closes it.
    await userEvent.click(modal);
    await expect(modal).toBeInTheDocument();
    await userEvent.click(overlayOf(variant));
  },
  closeButton: async (modal) => {
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
  },
};

/**
 * Opens the modal from its trigger with the keyboard, checks focus moved inside, closes it by
 * `method` and checks it is gone and focus is back on the trigger.
 */
export async function opensAndCloses(
  canvasElement: HTMLElement,
  variant: GenericModalVariant,
  method: CloseMethod,
) {
  const trigger = within(canvasElement).getByRole('button', { name: triggerName });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const modal = await findModal();
  await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
  await expect(overlayOf(variant)).toBeInTheDocument();
  await close[method](modal, variant);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: modalTitle })).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}
