import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { ContactPreferencesHarness } from './ContactPreferences.fixtures';
import { ContactPreferencesTable } from './ContactPreferencesTable';
import { expectChosen, findRow } from './play.fixtures';

/**
 * `ContactPreferencesTable` renders a `contactPreferencesMachine` actor. These stories run the real
 * machine with a fake server that stores what Save sends.
 */
const meta = {
  title: 'Flows/ContactPreferences',
  component: documentedView(ContactPreferencesTable),
  render: (args) => <ContactPreferencesHarness {...args} />,
  parameters: { machine: 'contactPreferences' },
  args: { pros: 'both', product: 'email', load: 'resolve', save: 'resolve', viewer: 'owner', onSave: fn() },
  argTypes: storyFakes({
    pros: { control: 'inline-radio', options: ['email', 'text', 'both', 'none'] },
    product: { control: 'inline-radio', options: ['email', 'text', 'both', 'none'] },
    load: { control: 'inline-radio', options: ['resolve', 'reject', 'rejectOnce', 'pending'] },
    save: { control: 'inline-radio', options: ['resolve', 'reject', 'rejectOnce', 'pending'] },
    viewer: { control: 'inline-radio', options: ['owner', 'curator'] },
    onSave: {},
  }),
} satisfies Meta<typeof ContactPreferencesHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Choosing Text for Messages from Pros and saving sends text only for that row. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const pros = await findRow(canvas, 'Messages from Pros');
    await userEvent.click(canvas.getAllByRole('radio', { name: 'Text' })[0] as HTMLElement);
    await expectChosen(pros, 'Text');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        userId: 42,
        verificationToken: null,
        mediaFromPros: { sms: true, email: false },
        mediaFromProduct: { sms: false, email: true },
      }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your contact preferences were saved.'),
    );
  },
};
