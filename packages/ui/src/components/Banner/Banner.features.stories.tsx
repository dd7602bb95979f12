import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Components/Banner/Features',
  component: Banner,
  args: { children: 'We updated our Terms of Use.' },
} satisfies Meta<typeof Banner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { variant: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We updated our Terms of Use.');
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'You have been unsubscribed.' },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Maintenance in Progress',
    children: 'Hearth is unavailable from 10:00 pm to 11:30 pm ET while we update the site.',
    isDismissible: true,
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: {
    variant: 'error',
    children: 'This page has expired.',
    action: { label: 'Click here to refresh the page.', onPress: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This page has expired.');
  },
};

export const WithTitle: Story = {
  args: {
    variant: 'info',
    title: 'New in Hearth',
    children: 'You can now book a pro for a recurring visit.',
    action: { label: 'Learn more', href: '#recurring' },
  },
};

export const Dismissible: Story = {
  args: { variant: 'info', isDismissible: true },
};

export const Stacked: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--hearth-space-md)' }}>
      <Banner variant="info">We updated our Terms of Use.</Banner>
      <Banner variant="success">Your changes were saved.</Banner>
      <Banner variant="warning" title="Maintenance in Progress" isDismissible>
        Hearth is unavailable from 10:00 pm to 11:30 pm ET.
      </Banner>
      <Banner variant="error" action={{ label: 'Click here to refresh the page.', onPress: fn() }}>
        This page has expired.
      </Banner>
    </div>
  ),
};
