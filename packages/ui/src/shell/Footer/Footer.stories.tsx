import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withBrand } from '../../testing/withBrand';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  tags: ['autodocs'],
  decorators: [withBrand({ webBaseUrl: 'https://www.hearth.test' })],
  parameters: { layout: 'fullscreen' },
  args: { year: 2025, newTabLabel: '(opens in a new tab)' },
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Tab walks the links in reading order: the groups, support, the social icons, then the legal row.
 */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    const order = [
      'Repair & Improve',
      'Cost Guides',
      'Advice',
      'Moving Checklist',
      'Get the App',
      'Join Our Pro Network',
      'Create a Pro Account',
      'Pro Dashboard',
      'About Us',
      'Careers',
      'Press',
      'Customer Support',
      'Call 1-800-555-0199',
      'Hearth on Facebook (opens in a new tab)',
      'Hearth on Instagram (opens in a new tab)',
      'Hearth on X (opens in a new tab)',
      'Hearth on YouTube (opens in a new tab)',
      'Hearth on LinkedIn (opens in a new tab)',
      'Terms of Use',
      'Privacy Policy',
      'Do Not Sell or Share My Personal Information',
    ];
    for (const name of order) {
      await userEvent.tab();
      await expect(footer.getByRole('link', { name })).toHaveFocus();
    }
  },
};

/** Links given by the app replace the default groups; an absolute URL opens in a new tab. */
export const CustomGroups: Story = {
  args: {
    groups: [
      {
        title: 'Partners',
        links: [
          { name: 'Insurance', href: '/insurance/onboarding/state-selection' },
          { name: 'Movers', href: 'https://movers.example.com/' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.queryByRole('heading', { name: 'For Homeowners' })).toBeNull();
    await expect(footer.getByRole('link', { name: 'Insurance' })).toHaveAttribute(
      'href',
      'https://www.hearth.test/insurance/onboarding/state-selection',
    );
    const movers = footer.getByRole('link', { name: 'Movers (opens in a new tab)' });
    await expect(movers).toHaveAttribute('href', 'https://movers.example.com/');
    await expect(movers).toHaveAttribute('target', '_blank');
    await expect(movers).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
