import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { AnyActorRef } from 'xstate';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { MaintenanceBanner } from './MaintenanceBanner';
import { MaintenanceNotice } from './MaintenanceNotice';
import { MaintenanceBannerHarness, type MoveClock } from './PageBanners.fixtures';

/**
 * `MaintenanceBanner` renders a `maintenanceBannerMachine` actor. These stories run the real
 * machine on the spec's window (15 July 2025 22:00 to 16 July 02:00, UTC-7) with a fake clock.
 */
const meta = {
  title: 'Shell/MaintenanceBanner',
  component: documentedView(MaintenanceBanner),
  render: (args) => <MaintenanceBannerHarness {...args} />,
  parameters: { machine: 'maintenanceBanner' },
  subcomponents: { MaintenanceNotice },
  tags: ['autodocs'],
  args: { clock: 'during', timeZone: 'America/Los_Angeles', onActor: fn(), onClock: fn() },
  argTypes: {
    timeZone: { control: 'select', options: ['America/Los_Angeles', 'America/New_York', 'UTC'] },
    ...storyFakes({
      clock: { control: 'inline-radio', options: ['before', 'during', 'after'] },
      onActor: {},
      onClock: {},
      recheckMs: { control: 'number' },
    }),
  },
} satisfies Meta<typeof MaintenanceBannerHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const actorOf = (onActor: unknown) =>
  (onActor as { mock: { calls: [AnyActorRef][] } }).mock.calls.at(-1)?.[0] as AnyActorRef;
const clockOf = (onClock: unknown) =>
  (onClock as { mock: { calls: [MoveClock][] } }).mock.calls.at(-1)?.[0] as MoveClock;

/** Inside the window: title and times; Tab reaches the close button and Enter dismisses it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const banner = await canvas.findByRole('status');
    await expect(banner.textContent?.replace(/\s/g, ' ')).toBe(
      'Maintenance in ProgressJuly 15, 2025, 10:00 PM PDT – July 16, 2025, 2:00 AM PDT',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss maintenance notice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(actorOf(args.onActor).getSnapshot().value).toBe('dismissed');
  },
};

/**
 * The machine rechecks (every 300 ms here, 60 s in the app) and shows the banner once the window
 * starts. The fake clock moves only when the play moves it.
 */
export const AppearsWhenTheWindowStarts: Story = {
  args: { clock: 'justBeforeStart', recheckMs: 300 },
  play: async ({ canvas, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    clockOf(args.onClock)('justAfterStart');
    await expect(await canvas.findByRole('status', {}, { timeout: 2000 })).toHaveTextContent(
      'Maintenance in Progress',
    );
  },
};

/** ...and hides it at the first check after the window ends. */
export const HidesWhenTheWindowEnds: Story = {
  args: { clock: 'justBeforeEnd', recheckMs: 300 },
  play: async ({ canvas, args }) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.getByRole('status')).toHaveTextContent('Maintenance in Progress');
    clockOf(args.onClock)('justAfterEnd');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

/** A dismissed banner stays away through later checks. */
export const StaysDismissed: Story = {
  args: { recheckMs: 100 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss maintenance notice' }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(actorOf(args.onActor).getSnapshot().value).toBe('dismissed');
  },
};
