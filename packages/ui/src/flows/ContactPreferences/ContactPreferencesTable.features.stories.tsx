import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { ContactPreferencesHarness } from './ContactPreferences.fixtures';
import { ContactPreferencesTable } from './ContactPreferencesTable';
import { choice, expectChosen, expectPending, findRow, SAVE_FAILED } from './play.fixtures';

const meta = {
  title: 'Flows/ContactPreferences/Features',
  component: documentedView(ContactPreferencesTable),
  render: (args) => <ContactPreferencesHarness {...args} />,
  args: { pros: 'both', product: 'email', onSave: fn() },
  argTypes: storyFakes({
    load: {},
    onSave: {},
    product: {},
    pros: {},
    save: {},
    viewer: {},
  }),
} satisfies Meta<typeof ContactPreferencesHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The stored choices, one radio group per row named by its row header, the help text and link. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Communication Methods' })).toBeVisible();
    const pros = await findRow(canvas, 'Messages from Pros');
    const product = await findRow(canvas, 'Messages from Hearth');
    await expect(pros).toHaveAccessibleDescription('Communications about your project from professionals.');
    await expectChosen(pros, 'Both');
    await expectChosen(product, 'Emails');
    await expect(
      canvas.getByText(/Text HELP to a number for information, or STOP to stop messages/),
    ).toBeVisible();
    await expect(canvas.getByText(/Message and data rates may apply\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'SMS terms and privacy policy' })).toHaveAttribute(
      'href',
      '/about/privacy',
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Neither medium stored for Messages from Pros: no choice is selected in that row. */
export const NothingChosen: Story = {
  args: { pros: 'none', product: 'text' },
  play: async ({ canvas }) => {
    await expectChosen(await findRow(canvas, 'Messages from Pros'), null);
    await expectChosen(await findRow(canvas, 'Messages from Hearth'), 'Text');
  },
};

/** While the preferences load, a labelled spinner shows and there is nothing to change. */
export const Loading: Story = {
  args: { load: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading contact preferences' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  },
};

/** The load failed: an alert and Retry. */
export const LoadFailed: Story = {
  args: { load: 'reject' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your contact preferences could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** Retry from the keyboard loads the table and puts focus on the first row's chosen radio. */
export const RetryAfterLoadFailure: Story = {
  args: { load: 'rejectOnce' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Retry' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const pros = await findRow(canvas, 'Messages from Pros');
    await waitFor(() => expect(choice(pros, 'Both')).toHaveFocus());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Saving: Save keeps its label and is pending, the choices cannot change meanwhile. */
export const Saving: Story = {
  args: { save: 'pending' },
  play: async ({ canvas, args }) => {
    const product = await findRow(canvas, 'Messages from Hearth');
    await userEvent.click(choice(product, 'Both'));
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expectPending(save);
    await expect(save).toHaveFocus();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(choice(product, 'Text')).toBeDisabled());
    await expect(choice(await findRow(canvas, 'Messages from Pros'), 'Emails')).toBeDisabled();
  },
};

/** A failed save keeps the choices and says so at once; Save stays enabled to try again. */
export const SaveFailed: Story = {
  args: { save: 'reject' },
  play: async ({ canvas }) => {
    const pros = await findRow(canvas, 'Messages from Pros');
    await userEvent.click(choice(pros, 'Emails'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    await expectChosen(pros, 'Emails');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** After a failed save, changing a choice clears the message (spec 02 §4). */
export const ChangeClearsSaveError: Story = {
  args: { save: 'reject' },
  play: async ({ canvas }) => {
    const pros = await findRow(canvas, 'Messages from Pros');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    await userEvent.click(choice(pros, 'Text'));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expectChosen(pros, 'Text');
  },
};

/** A save that went through is announced politely; a new change takes the confirmation away. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const product = await findRow(canvas, 'Messages from Hearth');
    await userEvent.click(choice(product, 'Text'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your contact preferences were saved.'),
    );
    await expectChosen(product, 'Text');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(choice(product, 'Both'));
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement());
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your contact preferences were saved.'),
    );
  },
};

/**
 * Keyboard only: Tab into the first row, arrow keys change the choice, Tab to the next row,
 * past the privacy link to Save, and Enter saves.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const pros = await findRow(canvas, 'Messages from Pros');
    const product = await findRow(canvas, 'Messages from Hearth');
    await userEvent.tab();
    await expect(choice(pros, 'Both')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(choice(pros, 'Text')).toHaveFocus();
    await expectChosen(pros, 'Text');
    await userEvent.tab();
    await expect(choice(product, 'Emails')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expectChosen(product, 'Both');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'SMS terms and privacy policy' })).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          mediaFromPros: { sms: true, email: false },
          mediaFromProduct: { sms: true, email: true },
        }),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your contact preferences were saved.'),
    );
    await expect(save).toHaveFocus();
  },
};

/** A curator viewing Hana Homeowner's account sees her choices with every control disabled. */
export const Curator: Story = {
  args: { viewer: 'curator' },
  play: async ({ canvas, args }) => {
    const pros = await findRow(canvas, 'Messages from Pros');
    const product = await findRow(canvas, 'Messages from Hearth');
    await expectChosen(pros, 'Both');
    await expectChosen(product, 'Emails');
    for (const radio of [...within(pros).getAllByRole('radio'), ...within(product).getAllByRole('radio')]) {
      await expect(radio).toBeDisabled();
    }
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.click(choice(pros, 'Text'));
    await expectChosen(pros, 'Both');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
