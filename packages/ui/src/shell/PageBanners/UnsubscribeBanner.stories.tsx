import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { AnyActorRef } from 'xstate';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { UnsubscribeBannerHarness } from './PageBanners.fixtures';
import { UnsubscribeBanner, UnsubscribeNotice } from './UnsubscribeBanner';

/**
 * `UnsubscribeBanner` renders an `unsubscribeBannerMachine` actor (it hides after 10 s) with the
 * result of an `emailLinkUnsubscribeMachine` actor. These stories run both real machines with fake
 * API calls.
 */
const meta = {
  title: 'Shell/UnsubscribeBanner',
  component: documentedView(UnsubscribeBanner),
  render: (args) => <UnsubscribeBannerHarness {...args} />,
  parameters: { machine: 'unsubscribeBanner' },
  subcomponents: { UnsubscribeNotice },
  tags: ['autodocs'],
  args: { result: 'newsletter', onActor: fn() },
  argTypes: storyFakes({
    result: { control: 'inline-radio', options: ['newsletter', 'moveIn', 'failure', 'unknownCode'] },
    autoDismissMs: { control: 'number' },
    onActor: {},
  }),
} satisfies Meta<typeof UnsubscribeBannerHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const actorOf = (onActor: unknown) =>
  (onActor as { mock: { calls: [AnyActorRef][] } }).mock.calls.at(-1)?.[0] as AnyActorRef;

/** The success message is announced politely; Tab reaches the close button and Enter dismisses it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent(/^You will no longer receive Newsletter messages\.$/);
    await expect(banner).not.toHaveAttribute('role', 'alert');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss unsubscribe message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(actorOf(args.onActor).getSnapshot().value).toBe('dismissed');
  },
};

/** The machine's auto-dismiss delay (10000 ms in the app, 400 ms here) hides the banner by itself. */
export const AutoDismiss: Story = {
  args: { autoDismissMs: 400 },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You will no longer receive Newsletter messages.',
    );
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(actorOf(args.onActor).getSnapshot().value).toBe('dismissed');
  },
};

/** With the spec's 10 s delay the banner is still there a second later. */
export const StaysForTenSeconds: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(actorOf(args.onActor).getSnapshot().value).toBe('visible');
  },
};
