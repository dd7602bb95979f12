import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { MaintenanceBanner } from './MaintenanceBanner';
import { MaintenanceNotice } from './MaintenanceNotice';
import { MaintenanceBannerHarness } from './PageBanners.fixtures';

const meta = {
  title: 'Shell/MaintenanceBanner/Features',
  component: documentedView(MaintenanceBanner),
  render: (args) => <MaintenanceBannerHarness {...args} />,
  args: { clock: 'during', timeZone: 'America/Los_Angeles' },
  argTypes: storyFakes({
    clock: {},
  }),
} satisfies Meta<typeof MaintenanceBannerHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** Inside the window the machine shows the banner, with the window's start and end. */
export const DuringTheWindow: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(spaced(banner.textContent)).toContain(
      'July 15, 2025, 10:00 PM PDT – July 16, 2025, 2:00 AM PDT',
    );
    const times = banner.querySelectorAll('time');
    await expect(times[0]).toHaveAttribute('datetime', '2025-07-16T05:00:00.000Z');
    await expect(times[1]).toHaveAttribute('datetime', '2025-07-16T09:00:00.000Z');
  },
};

/** Before the window starts nothing shows. */
export const BeforeTheWindow: Story = {
  args: { clock: 'before' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** After the window ends nothing shows. */
export const AfterTheWindow: Story = {
  args: { clock: 'after' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The close button sends `user.dismiss`; the banner goes away. */
export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss maintenance notice' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};

/** The same window read by someone in New York. */
export const EasternTime: Story = {
  args: { timeZone: 'America/New_York' },
  play: async ({ canvas }) => {
    await expect(spaced(canvas.getByRole('status').textContent)).toContain(
      'July 16, 2025, 1:00 AM EDT – July 16, 2025, 5:00 AM EDT',
    );
  },
};

/** The presentational notice on its own, without a close button when no `onDismiss` is given. */
export const NoticeWithoutCloseButton: Story = {
  render: () => (
    <MaintenanceNotice
      start={new Date('2025-07-15T22:00:00-07:00')}
      end={new Date('2025-07-16T02:00:00-07:00')}
      timeZone="America/Los_Angeles"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Maintenance in Progress');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
