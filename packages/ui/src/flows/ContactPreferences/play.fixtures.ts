/* Play-function helpers shared by the Communication Methods stories. */
import { expect, waitFor, within } from 'storybook/test';

export const SAVE_FAILED = 'Unable to save preferences, please try again.';

/** The radio group of a row, found by its row header, once the preferences have loaded. */
export async function findRow(canvas: ReturnType<typeof within>, name: string) {
  return canvas.findByRole('radiogroup', { name });
}

/** The radio of a choice in a row. */
export const choice = (row: HTMLElement, name: 'Emails' | 'Text' | 'Both') =>
  within(row).getByRole('radio', { name });

/** Which choice of the row is selected, checking the other two are not. */
export async function expectChosen(row: HTMLElement, name: 'Emails' | 'Text' | 'Both' | null) {
  for (const option of ['Emails', 'Text', 'Both'] as const) {
    if (option === name) await expect(choice(row, option)).toBeChecked();
    else await expect(choice(row, option)).not.toBeChecked();
  }
}

export async function expectPending(button: HTMLElement) {
  await waitFor(() => expect(button).toHaveAttribute('data-pending'));
  await expect(button).toHaveAttribute('aria-disabled', 'true');
}
