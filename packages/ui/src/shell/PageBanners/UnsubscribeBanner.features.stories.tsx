import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { UnsubscribeBannerHarness } from './PageBanners.fixtures';
import { UnsubscribeBanner } from './UnsubscribeBanner';

const meta = {
  title: 'Shell/UnsubscribeBanner/Features',
  component: documentedView(UnsubscribeBanner),
  render: (args) => <UnsubscribeBannerHarness {...args} />,
  args: { result: 'newsletter' },
  argTypes: storyFakes({
    result: {},
  }),
} satisfies Meta<typeof UnsubscribeBannerHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const showsMessage =
  (message: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(message);
  };

export const NewsletterUnsubscribed: Story = {
  play: showsMessage('You will no longer receive Newsletter messages.'),
};

export const MoveInUnsubscribed: Story = {
  args: { result: 'moveIn' },
  play: showsMessage('You will no longer receive Move-In Experience messages.'),
};

/** The unsubscribe call failed. */
export const Failed: Story = {
  args: { result: 'failure' },
  play: showsMessage('Updating email settings failed.'),
};

/** The link carried a short code the product does not know. */
export const UnknownShortCode: Story = {
  args: { result: 'unknownCode' },
  play: showsMessage('Invalid Email Unsubscribe shortCode'),
};

/** After the close button is pressed the banner is gone. */
export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss unsubscribe message' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};
