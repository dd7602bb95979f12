/* Play-function helpers for the email-subscription stories. */
import type { SaveSubscriptionsInput } from '@hearth/machines';
import { expect, waitFor, type within } from 'storybook/test';
import { FIXTURE_EMAIL } from './SubscriptionTree.fixtures';

type Canvas = ReturnType<typeof within>;

export const ALL = 'Unsubscribe from all';
export const SAVED = 'Your email preferences were saved.';
export const SAVE_FAILED = 'Updating email settings failed.';

/** Every group's code in the fixture tree, parents before children: what Save sends for "all off". */
export const ALL_CODES = [
  'NEWSLETTER',
  'NEWSLETTER_WEEKLY',
  'NEWSLETTER_DEALS',
  'DEALS_LOCAL',
  'DEALS_NATIONAL',
  'MOVE_IN',
  'MOVE_IN_CHECKLIST',
  'MOVE_IN_UTILITIES',
  'PRODUCT_UPDATES',
];

/** Waits for the loaded tree and returns the 'Unsubscribe from all' checkbox. */
export const loadedTree = (canvas: Canvas) => canvas.findByRole('checkbox', { name: ALL }, { timeout: 3000 });

export const box = (canvas: Canvas, name: string) => canvas.getByRole('checkbox', { name });
export const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save' });

/** The Subscribed / Unsubscribed word on the group's own row (not a child's). */
export function stateWordOf(checkbox: HTMLElement): string {
  const item = checkbox.closest('li');
  const word = item?.querySelector(':scope > div > [data-state]');
  if (!word) throw new Error('No state word next to this checkbox');
  return word.textContent ?? '';
}

/** The nested list of a group's children, or null when they are hidden. */
export const childListOf = (checkbox: HTMLElement) =>
  checkbox.closest('li')?.querySelector<HTMLElement>(':scope > ul') ?? null;

/** The names of the checkboxes directly in this list (not in deeper lists). */
export const namesIn = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLInputElement>(':scope > li > div input[type="checkbox"]')].map((input) =>
    input.labels?.[0]?.textContent?.trim(),
  );

export async function expectChecked(canvas: Canvas, names: string[], checked: boolean) {
  for (const name of names) {
    if (checked) await expect(box(canvas, name)).toBeChecked();
    else await expect(box(canvas, name)).not.toBeChecked();
  }
}

export async function expectHidden(canvas: Canvas, names: string[]) {
  for (const name of names) {
    await expect(canvas.queryByRole('checkbox', { name })).not.toBeInTheDocument();
  }
}

/** The save spy was last called with these unsubscribed codes, for the fixture address and page. */
export async function expectSaved(onSave: unknown, groupShortCodes: string[]) {
  await waitFor(() =>
    expect(onSave).toHaveBeenLastCalledWith({
      email: FIXTURE_EMAIL,
      groupShortCodes,
      source: 'SUBSCRIPTION_PAGE',
    } satisfies SaveSubscriptionsInput),
  );
}

/** The polite confirmation after a save, which takes focus from the now disabled Save. */
export async function expectSavedNotice(canvas: Canvas) {
  const status = await canvas.findByText(SAVED);
  await expect(status.closest('[role="status"]')).not.toBeNull();
  await waitFor(() => expect(status.closest('[tabindex="-1"]')).toHaveFocus());
  await expect(saveButton(canvas)).toBeDisabled();
}
