import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withMaxWidth } from '../../components/shared/story.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { tokens } from '../../theme/tokens';
import { EmailLinkUnsubscribeResultHarness } from './EmailLinkUnsubscribe.fixtures';
import { EmailLinkUnsubscribeResult } from './EmailLinkUnsubscribeResult';

const meta = {
  title: 'Flows/EmailLinkUnsubscribe/Features',
  component: documentedView(EmailLinkUnsubscribeResult),
  render: (args) => <EmailLinkUnsubscribeResultHarness {...args} />,
  decorators: [withMaxWidth(tokens.sizes.formWidth)],
  args: { result: 'newsletter', onRedirect: fn() },
  argTypes: storyFakes({
    onRedirect: {},
    result: {},
  }),
} satisfies Meta<typeof EmailLinkUnsubscribeResultHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A polite status with exactly this text, and no alert. */
const politely =
  (text: string): Story['play'] =>
  async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(new RegExp(`^${text}$`)));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  };

/** An alert with exactly this text; the status region is empty. */
const alerted =
  (text: string): Story['play'] =>
  async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  };

/** The token is being looked up (the fake never answers). */
export const Working: Story = {
  args: { result: 'working' },
  play: politely('Updating your email settings…'),
};

export const NewsletterUnsubscribed: Story = {
  play: politely('You will no longer receive Newsletter messages.'),
};

export const MoveInUnsubscribed: Story = {
  args: { result: 'moveIn' },
  play: politely('You will no longer receive Move-In Experience messages.'),
};

/** The unsubscribe call failed. */
export const Failed: Story = {
  args: { result: 'failure' },
  play: alerted('Updating email settings failed.'),
};

/** The link carried a short code the product does not know: nothing is unsubscribed. */
export const UnknownShortCode: Story = {
  args: { result: 'unknownCode' },
  play: alerted('Invalid Email Unsubscribe shortCode'),
};

/** The token gave no email: the machine emits the login redirect (with the return path) for the app. */
export const Redirecting: Story = {
  args: { result: 'noEmail' },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Redirecting to log in…$/));
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    await expect(args.onRedirect).toHaveBeenCalledWith('/login/?r=%2Faccount%2Fgeneral-communications');
  },
};
