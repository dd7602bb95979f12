/* Shared steps of the Payment Methods stories' play functions. */
import { expect, userEvent, waitFor, type within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

export const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });

/** Waits until the first load is over and the list (or the form) shows. */
export async function loaded(canvas: Canvas) {
  await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
}

/** Types a complete Visa card from the focused card number on, moving with Tab only. */
export async function typeCompleteCard(canvas: Canvas) {
  await waitFor(() => expect(field(canvas, 'Card number')).toHaveFocus());
  await userEvent.keyboard('4242424242424242');
  await userEvent.tab();
  await expect(field(canvas, 'Expiration date')).toHaveFocus();
  await userEvent.keyboard('1230');
  await userEvent.tab();
  await expect(field(canvas, 'CVC')).toHaveFocus();
  await userEvent.keyboard('123');
  await userEvent.tab();
  await expect(field(canvas, 'ZIP Code')).toHaveFocus();
  await userEvent.keyboard('94107');
}

/** Tabs from the top of the story until `element` has focus (at most `limit` presses). */
export async function tabTo(element: HTMLElement, limit = 12) {
  for (let i = 0; i < limit && document.activeElement !== element; i += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}
