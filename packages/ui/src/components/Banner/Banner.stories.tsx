import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    variant: 'warning',
    title: 'Maintenance in Progress',
    children: 'Hearth is unavailable from 10:00 pm to 11:30 pm ET while we update the site.',
    isDismissible: true,
    onDismiss: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
  },
} satisfies Meta<typeof Banner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Tab reaches the Dismiss button; Enter hides the banner. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Maintenance in Progress');
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(banner).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The page-expired banner: an alert whose link runs the refresh; Space on Dismiss hides it. */
export const ActionLink: Story = {
  args: {
    variant: 'error',
    title: undefined,
    children: 'This page has expired.',
    action: { label: 'Click here to refresh the page.', onPress: fn() },
  },
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('This page has expired. Click here to refresh the page.');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Click here to refresh the page.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(banner).not.toBeInTheDocument();
  },
};

/** With an `href` the action is a real link. */
export const ActionHref: Story = {
  args: {
    variant: 'info',
    title: undefined,
    isDismissible: false,
    children: 'Your emails are paused.',
    action: { label: 'Manage subscriptions', href: '#subscriptions' },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Manage subscriptions' });
    await expect(link).toHaveAttribute('href', '#subscriptions');
    await expect(canvas.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
};

/** The unsubscribe banner hides by itself after `timeout` (10 s in the app, 300 ms here). */
export const AutoDismiss: Story = {
  args: {
    variant: 'success',
    title: undefined,
    children: 'You have been unsubscribed.',
    timeout: 300,
  },
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('You have been unsubscribed.');
    await waitFor(() => expect(banner).not.toBeInTheDocument(), { timeout: 2000 });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
