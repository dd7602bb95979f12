import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CallsInformation } from './CallsInformation';
import { ViewerFrame } from './ContactPreferences.fixtures';

const meta = {
  title: 'Flows/CallsInformation/Features',
  component: CallsInformation,
} satisfies Meta<typeof CallsInformation>;
export default meta;

type Story = StoryObj<typeof meta>;

const REMOVE_PRO = 'How do I remove a pro?';
const CANCEL_PROJECT = 'How do I cancel or update the status of my project?';

/** The two FAQ links with the spec's exact targets; Tab reaches them in order. */
export const FaqLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Calls' })).toBeVisible();
    const removePro = canvas.getByRole('link', { name: REMOVE_PRO });
    const cancelProject = canvas.getByRole('link', { name: CANCEL_PROJECT });
    await expect(removePro).toHaveAttribute('href', '/faq#how_do_i_remove_a_pro');
    await expect(cancelProject).toHaveAttribute(
      'href',
      '/faq#how_do_i_cancel_or_update_the_status_of_my_project',
    );
    await userEvent.tab();
    await expect(removePro).toHaveFocus();
    await userEvent.tab();
    await expect(cancelProject).toHaveFocus();
  },
};

/** Inside a settings panel the heading sits one level lower. */
export const NestedHeading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Calls' })).toBeVisible();
  },
};

/** A curator sees the same information: nothing here changes data, the links stay links. */
export const Curator: Story = {
  render: (args) => (
    <ViewerFrame viewer="curator">
      <CallsInformation {...args} />
    </ViewerFrame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: REMOVE_PRO })).toHaveAttribute(
      'href',
      '/faq#how_do_i_remove_a_pro',
    );
    await expect(canvas.getByRole('link', { name: CANCEL_PROJECT })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
