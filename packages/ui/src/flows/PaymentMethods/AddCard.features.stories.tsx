import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { PaymentMethodsHarness, storyCards } from './PaymentMethods.fixtures';
import { PaymentMethodsPanel } from './PaymentMethodsPanel';
import { type Canvas, field, loaded, tabTo, typeCompleteCard } from './play.fixtures';

const meta = {
  title: 'Flows/PaymentMethods/AddCard/Features',
  component: documentedView(PaymentMethodsPanel),
  render: (args) => <PaymentMethodsHarness {...args} />,
  args: { cards: [storyCards.visa], load: 'noCards' },
  argTypes: storyFakes({
    cards: {},
    entry: {},
    load: {},
    save: {},
  }),
} satisfies Meta<typeof PaymentMethodsHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const form = (canvas: Canvas) => canvas.findByRole('form', { name: 'Add a card' });
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save' });

/** Opens the form from the list and types a complete card, by keyboard. */
async function openAndFill(canvas: Canvas) {
  await loaded(canvas);
  await userEvent.click(canvas.getByRole('button', { name: '+ Add a Card' }));
  await typeCompleteCard(canvas);
  await waitFor(() => expect(saveButton(canvas)).toBeEnabled());
}

/** With a card saved, Save first asks: Replace card goes on. */
async function saveReplacing(canvas: Canvas) {
  await userEvent.click(saveButton(canvas));
  const ask = await screen.findByRole('alertdialog', { name: 'Replace your saved card?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Replace card' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** Presses Save (and Replace card) and waits for it to be busy: it keeps its label and cannot be pressed again. */
async function saveAndExpectBusy(canvas: Canvas) {
  await saveReplacing(canvas);
  await waitFor(() => expect(saveButton(canvas)).toHaveAttribute('data-pending', 'true'));
  await expect(saveButton(canvas)).toHaveTextContent('Save');
  await expect(canvas.getByRole('button', { name: 'View saved cards' })).toBeDisabled();
}

/** The empty form: the four fields, labelled, and Save disabled until the entry is complete. */
export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    const body = within(await form(canvas));
    for (const name of ['Card number', 'Expiration date', 'CVC', 'ZIP Code']) {
      await expect(body.getByRole('group', { name })).toBeVisible();
      await expect(body.getByRole('textbox', { name })).toBeEnabled();
    }
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/** The provider's messages show under their fields and describe them. */
export const ProviderErrors: Story = {
  play: async ({ canvas }) => {
    await form(canvas);
    await userEvent.click(field(canvas, 'Card number'));
    await userEvent.keyboard('4242');
    await userEvent.tab();
    await userEvent.keyboard('13');
    await userEvent.tab();
    const number = field(canvas, 'Card number');
    await expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, 'Expiration date')).toHaveAccessibleDescription(
      "Your card's expiration month is invalid.",
    );
    await expect(field(canvas, 'CVC')).toHaveAccessibleDescription('');
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/**
 * Keyboard only: '+ Add a Card' (the form says the new card replaces the Visa), the four fields,
 * Enter, then Replace card in the question; the new card is the one listed, and announced.
 */
export const KeyboardOnlyAdd: Story = {
  args: { load: 'cards' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await tabTo(canvas.getByRole('button', { name: '+ Add a Card' }));
    await userEvent.keyboard('{Enter}');
    await expect(await form(canvas)).toHaveTextContent(
      'You can keep one saved card. Saving a new card replaces your Visa ending in 4242.',
    );
    await typeCompleteCard(canvas);
    await waitFor(() => expect(saveButton(canvas)).toBeEnabled());
    await userEvent.keyboard('{Enter}');
    const ask = await screen.findByRole('alertdialog', { name: 'Replace your saved card?' });
    // The question takes the focus; Tab reaches Keep my card, then Replace card.
    await waitFor(() => expect(ask.contains(document.activeElement)).toBe(true));
    await tabTo(within(ask).getByRole('button', { name: 'Replace card' }), 3);
    await userEvent.keyboard('{Enter}');
    const list = await canvas.findByRole('list', { name: 'Saved cards' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).toHaveTextContent('MasterCard ending in 4444');
    await expect(list.querySelectorAll('[data-brand="mastercard"]').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your card was saved.');
    await waitFor(() => expect(list).toHaveFocus());
  },
};

/** Getting the token from the card provider: Save is busy. */
export const SavingTokenizing: Story = {
  args: { load: 'cards', save: 'tokenizing' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await saveAndExpectBusy(canvas);
  },
};

/** Creating the payment method: still busy. */
export const SavingCreating: Story = {
  args: { load: 'cards', save: 'creating' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await saveAndExpectBusy(canvas);
  },
};

/** Reloading the cards after adding: still busy. */
export const SavingReloading: Story = {
  args: { load: 'cards', save: 'reloading' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await saveAndExpectBusy(canvas);
  },
};

/**
 * The provider declined the card: 'Failed to save new card.' and, under the fields, the
 * provider's own words; Save can be pressed again.
 */
export const Declined: Story = {
  args: { load: 'cards', save: 'declined' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await saveReplacing(canvas);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    const [formError, providerError] = canvas.getAllByRole('alert');
    await expect(formError).toHaveTextContent('Failed to save new card.');
    await expect(providerError).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(saveButton(canvas)).toBeEnabled());
    await expect(saveButton(canvas)).toHaveFocus();
  },
};

/** Creating the payment method failed: 'Failed to save new card.' */
export const CreateFailed: Story = {
  args: { load: 'cards', save: 'createFails' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await saveReplacing(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save new card.');
    await expect(field(canvas, 'Card number')).toHaveValue('4242424242424242');
  },
};

/** The card was added but the list could not be reloaded: 'Error loading credit cards'. */
export const ReloadFailedAfterAdding: Story = {
  args: { load: 'cards', save: 'reloadFails' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await saveReplacing(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading credit cards');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * One card per account: with a card saved, Save asks 'Replace your saved card?', naming it; Keep
 * my card closes the question and sends nothing, the entered card still there.
 */
export const ReplaceAsked: Story = {
  args: { load: 'cards' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await userEvent.click(saveButton(canvas));
    const ask = await screen.findByRole('alertdialog', { name: 'Replace your saved card?' });
    await expect(ask).toHaveTextContent(
      'Your Visa ending in 4242 will be removed and the new card saved in its place.',
    );
    await expect(within(ask).getByRole('button', { name: 'Replace card' })).toBeEnabled();
  },
};

/** Keep my card: the question closes, nothing is sent, Save has the focus again. */
export const ReplaceDeclined: Story = {
  args: { load: 'cards' },
  play: async ({ canvas }) => {
    await openAndFill(canvas);
    await userEvent.click(saveButton(canvas));
    const ask = await screen.findByRole('alertdialog', { name: 'Replace your saved card?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep my card' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(field(canvas, 'Card number')).toHaveValue('4242424242424242');
    await expect(saveButton(canvas)).toBeEnabled();
  },
};

/** A provider whose inputs the form renders itself (the offline provider): same rules. */
export const FormOwnInputs: Story = {
  args: { entry: { mode: 'inputs' } },
  play: async ({ canvas }) => {
    await form(canvas);
    await userEvent.click(field(canvas, 'Card number'));
    await userEvent.keyboard('4242');
    await userEvent.tab();
    await expect(field(canvas, 'Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
    await userEvent.click(field(canvas, 'Card number'));
    await userEvent.keyboard('424242424242');
    await userEvent.tab();
    await userEvent.keyboard('1230');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('94107');
    await waitFor(() => expect(saveButton(canvas)).toBeEnabled());
    await expect(field(canvas, 'Card number')).toHaveAccessibleDescription('');
  },
};
