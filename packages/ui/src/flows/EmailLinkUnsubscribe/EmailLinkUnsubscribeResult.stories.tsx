import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withMaxWidth } from '../../components/shared/story.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { tokens } from '../../theme/tokens';
import { EmailLinkUnsubscribeResultHarness } from './EmailLinkUnsubscribe.fixtures';
import { EmailLinkUnsubscribeResult } from './EmailLinkUnsubscribeResult';

/**
 * `EmailLinkUnsubscribeResult` renders an `emailLinkUnsubscribeMachine` actor: the outcome of an
 * unsubscribe link (token and short code). These stories run the real machine with a fake token
 * lookup and unsubscribe call.
 */
const meta = {
  title: 'Flows/EmailLinkUnsubscribe',
  component: documentedView(EmailLinkUnsubscribeResult),
  render: (args) => <EmailLinkUnsubscribeResultHarness {...args} />,
  parameters: { machine: 'emailLinkUnsubscribe' },
  tags: ['autodocs'],
  decorators: [withMaxWidth(tokens.sizes.formWidth)],
  args: { result: 'moveIn', onRedirect: fn() },
  argTypes: storyFakes({
    result: {
      control: 'select',
      options: ['newsletter', 'moveIn', 'failure', 'unknownCode', 'working', 'noEmail'],
    },
    onRedirect: {},
  }),
} satisfies Meta<typeof EmailLinkUnsubscribeResultHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The busy status is replaced, in the same live region, by the result. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('You will no longer receive Move-In Experience messages.'),
    );
    await expect(canvas.getByRole('status')).toBe(status);
  },
};
