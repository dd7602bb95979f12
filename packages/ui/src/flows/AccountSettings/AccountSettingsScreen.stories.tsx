import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { AccountSettingsHarness } from './AccountSettingsScreen.fixtures';

const meta = {
  title: 'Flows/AccountSettingsScreen',
  component: documentedView(AccountSettingsScreen),
  render: (args) => <AccountSettingsHarness {...args} />,
  args: { todoItemCount: 2, emailNoticesFlag: true },
  argTypes: storyFakes({
    emailNoticesFlag: {},
    todoItemCount: {},
  }),
} satisfies Meta<typeof AccountSettingsHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  },
};
