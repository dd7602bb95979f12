import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { PaymentMethodsHarness, storyCards } from './PaymentMethods.fixtures';
import { PaymentMethodsPanel } from './PaymentMethodsPanel';
import { field, loaded, tabTo } from './play.fixtures';

const meta = {
  title: 'Flows/PaymentMethods/Features',
  component: documentedView(PaymentMethodsPanel),
  render: (args) => <PaymentMethodsHarness {...args} />,
  args: { cards: [storyCards.visa, storyCards.amex, storyCards.diners] },
  argTypes: storyFakes({
    cards: {},
    entry: {},
    load: {},
    viewer: {},
  }),
} satisfies Meta<typeof PaymentMethodsHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const removeButton = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('button', { name: `Remove Card ${name}` });

/** The cards are loading. */
export const Loading: Story = {
  args: { load: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment Methods' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading saved cards' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Each saved card: brand, last four and expiry, with Remove Card; '+ Add a Card' above. */
export const SavedCards: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const list = canvas.getByRole('list', { name: 'Saved cards' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Visa ending in 4242');
    await expect(items[0]).toHaveTextContent('Expires 04/2031');
    await expect(items[1]).toHaveTextContent('American Express ending in 8431');
    await expect(items[1]).toHaveTextContent('Expires 11/2029');
    await expect(items[2]).toHaveTextContent('Diners Club ending in 0004');
    // The brand icon names of spec 02 §9.
    const brands = items.map((item) => item.querySelector('[data-brand]')?.getAttribute('data-brand'));
    await expect(brands).toEqual(['visa', 'amex', 'diners']);
    await expect(removeButton(canvas, 'Visa ending in 4242')).toBeEnabled();
    await expect(removeButton(canvas, 'American Express ending in 8431')).toHaveTextContent('Remove Card');
    await expect(canvas.getByRole('button', { name: '+ Add a Card' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'View saved cards' })).not.toBeInTheDocument();
  },
};

/** Each network's mark beside its card (spec 02 §9 icon names); a brand without one, a plain card. */
export const EveryBrand: Story = {
  args: {
    cards: [
      storyCards.visa,
      storyCards.added,
      storyCards.amex,
      storyCards.discover,
      storyCards.diners,
      storyCards.jcb,
      storyCards.unionpay,
      storyCards.other,
    ],
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const items = within(canvas.getByRole('list', { name: 'Saved cards' })).getAllByRole('listitem');
    const marks = items.map((item) =>
      item.querySelector('svg[data-card-mark]')?.getAttribute('data-card-mark'),
    );
    await expect(marks).toEqual([
      'visa',
      'mastercard',
      'amex',
      'discover',
      'diners',
      'jcb',
      'unionpay',
      undefined,
    ]);
    await expect(items[7]?.querySelector('[data-brand]')).toHaveAttribute('data-brand', 'cartes bancaires');
    await expect(items[7]).toHaveTextContent('Cartes Bancaires ending in 3235');
    // Decorative: the text beside each mark names the brand.
    for (const item of items) await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The load failed: 'Error loading credit cards', and Try again loads them. */
export const LoadFailed: Story = {
  args: { load: 'failsOnce' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading credit cards');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Saved cards' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** With no card (the load answers 404) the card form starts open, with no saved cards to view. */
export const NoCardsOpensTheForm: Story = {
  args: { load: 'noCards' },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Add a card' });
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Opened by the load, not by the person: focus stays where it was.
    await expect(field(canvas, 'Card number')).not.toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'View saved cards' })).not.toBeInTheDocument();
  },
};

/** '+ Add a Card' and 'View saved cards' switch views from the keyboard; focus follows. */
export const SwitchingByKeyboard: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await tabTo(canvas.getByRole('button', { name: '+ Add a Card' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(canvas, 'Card number')).toHaveFocus());
    await userEvent.tab({ shift: true });
    const back = canvas.getByRole('button', { name: 'View saved cards' });
    await expect(back).toHaveFocus();
    await userEvent.keyboard(' ');
    const list = await canvas.findByRole('list', { name: 'Saved cards' });
    await waitFor(() => expect(list).toHaveFocus());
  },
};

/** Keyboard only: Tab to Remove Card, Enter, Tab to Yes, Enter; the card is gone. */
export const KeyboardOnlyRemove: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await tabTo(removeButton(canvas, 'Visa ending in 4242'));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Remove' });
    await expect(dialog).toHaveTextContent('Remove the Visa ending in 4242, expiring 04/2031?');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const yes = within(dialog).getByRole('button', { name: 'Yes' });
    await tabTo(yes, 3);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const list = canvas.getByRole('list', { name: 'Saved cards' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(list).not.toHaveTextContent('4242');
    await waitFor(() => expect(list).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('The card was removed.');
  },
};

/** No (or Escape) closes the dialog without removing; focus returns to Remove Card. */
export const RemoveCancelled: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const remove = removeButton(canvas, 'American Express ending in 8431');
    await userEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Remove' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Confirm Remove' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Removing the only card: the reload answers 404, which is no card. */
export const RemovedTheLastCard: Story = {
  args: { cards: [storyCards.visa] },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(removeButton(canvas, 'Visa ending in 4242'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Remove' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await canvas.findByText('You have no saved cards.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('The card was removed.');
  },
};

/** A curator viewing a customer: the cards show, adding and removing are disabled. */
export const CuratorView: Story = {
  args: { viewer: 'curator' },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: '+ Add a Card' })).toBeDisabled();
    for (const button of canvas.getAllByRole('button', { name: /^Remove Card/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

/** A curator viewing a customer with no card: the form's fields and Save are disabled. */
export const CuratorViewWithNoCard: Story = {
  args: { viewer: 'curator', load: 'noCards' },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Add a card' });
    for (const name of ['Card number', 'Expiration date', 'CVC', 'ZIP Code']) {
      await expect(within(form).getByRole('textbox', { name })).toBeDisabled();
    }
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    // No card saved: no list to view.
    await expect(canvas.queryByRole('button', { name: 'View saved cards' })).not.toBeInTheDocument();
  },
};

/** The payment control crashed while mounting: the two lines of the spec, no form left. */
export const ControlCrashed: Story = {
  args: { load: 'noCards', entry: { crashOnMount: true } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error loading Stripe');
    await expect(alert).toHaveTextContent('Error loading payment controls, refresh to try again.');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The provider's script failed to load: the same message. */
export const ControlFailedToLoad: Story = {
  args: { load: 'noCards', entry: { failToLoad: true } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error loading Stripe');
    await expect(alert).toHaveTextContent('Error loading payment controls, refresh to try again.');
  },
};

/** Inside a settings panel that shows its own title: no heading, the section is still named. */
export const WithoutHeading: Story = {
  args: { showHeading: false },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Payment Methods' })).toBeVisible();
  },
};
