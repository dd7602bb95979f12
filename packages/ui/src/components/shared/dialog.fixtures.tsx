/* Story fixtures shared by the `Modal` and `Drawer` stories. */
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';

/** Footer actions that both close the dialog: Cancel, and Delete as the danger action. */
export const cancelDeleteFooter = (
  <>
    <Button variant="secondary" slot="close">
      Cancel
    </Button>
    <Button variant="danger" slot="close">
      Delete
    </Button>
  </>
);

/** The open dialog with this accessible name, once it has appeared. */
export const findDialog = (name: string) => screen.findByRole('dialog', { name });

/** Waits until the dialog with this accessible name has gone, exit animation included. */
export const waitForDialogClosed = (name: string) =>
  waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());

/**
 * Opens the dialog by clicking its trigger: focus moves inside and `onOpenChange(true)` is
 * called. Escape closes it: `onOpenChange(false)` is called and focus returns to the trigger.
 */
export async function expectOpensAndClosesWithEscape(
  trigger: HTMLElement,
  name: string,
  onOpenChange: unknown,
) {
  await userEvent.click(trigger);
  const dialog = await findDialog(name);
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await expect(onOpenChange).toHaveBeenLastCalledWith(true);
  await userEvent.keyboard('{Escape}');
  await waitForDialogClosed(name);
  await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await waitFor(() => expect(trigger).toHaveFocus());
}

/** Tab moves through these controls in order and wraps from the last back to the first. */
export async function expectTabCycle(controls: HTMLElement[]) {
  for (const expected of [...controls, controls[0]]) {
    if (document.activeElement !== expected) await userEvent.tab();
    await expect(expected).toHaveFocus();
  }
}

/** Clicks the dimmed layer around the dialog, outside its panel. */
export const clickOverlay = () =>
  userEvent.click(document.body.querySelector('.react-aria-ModalOverlay') as HTMLElement);
