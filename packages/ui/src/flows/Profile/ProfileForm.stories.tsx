import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { findDrawer } from '../AccountRemoval/AccountRemoval.fixtures';
import { ProfileFormHarness } from './Profile.fixtures';
import { ProfileForm } from './ProfileForm';

/**
 * `ProfileForm` renders a `profileMachine` actor with an `addressSuggestionsMachine` actor
 * for the Street Address list and an `accountRemovalMachine` actor for the Remove account drawer.
 * These stories run the real machines with fake calls.
 */
const meta = {
  title: 'Flows/Profile',
  component: documentedView(ProfileForm),
  render: (args) => <ProfileFormHarness {...args} />,
  parameters: { machine: ['profile', 'addressSuggestions'] },
  args: {
    onReload: fn(),
    onCall: fn(),
    stored: 'complete',
    viewer: 'owner',
    phoneVerificationRequired: false,
    removal: 'resolve',
  },
  argTypes: storyFakes({
    stored: { control: 'inline-radio', options: ['complete', 'namesOnly'] },
    viewer: { control: 'inline-radio', options: ['owner', 'curator'] },
    removal: { control: 'inline-radio', options: ['resolve', 'reject', 'pending'] },
    onCall: {},
    phoneVerificationRequired: {},
  }),
} satisfies Meta<typeof ProfileFormHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The drawer opened from 'Delete my account' gives focus back to the link when cancelled. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Delete my account' });
    await userEvent.click(link);
    const drawer = await findDrawer();
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
  },
};

/** A new account with names only: the contact and address fields start empty. */
export const NewAccount: Story = {
  args: { stored: 'namesOnly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Street Address' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
