import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withBrand } from '../../testing/withBrand';
import { Footer } from './Footer';
import { expectResponsiveColumns, linksUnder } from './Footer.fixtures';

const WEB = 'https://www.hearth.test';

const meta = {
  title: 'Shell/Footer/Features',
  component: Footer,
  decorators: [withBrand({ webBaseUrl: WEB })],
  parameters: { layout: 'fullscreen' },
  args: { year: 2025 },
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Every group with its exact targets on the main web address, the social links opening in a new
 * tab, and the legal row. One row of columns on desktops, stacked on phones.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(linksUnder(footer, 'For Homeowners')).toEqual([
      ['Repair & Improve', `${WEB}/home-projects`],
      ['Cost Guides', `${WEB}/project-cost`],
      ['Advice', `${WEB}/advice`],
      ['Moving Checklist', `${WEB}/move-in/dashboard/landing`],
      ['Get the App', `${WEB}/mobile-app`],
    ]);
    await expect(linksUnder(footer, 'For Professionals')).toEqual([
      ['Join Our Pro Network', `${WEB}/pro`],
      ['Create a Pro Account', `${WEB}/pro/account/create/account-create`],
      ['Pro Dashboard', `${WEB}/pro/dashboard`],
    ]);
    await expect(linksUnder(footer, 'Company')).toEqual([
      ['About Us', `${WEB}/about`],
      ['Careers', `${WEB}/about/careers`],
      ['Press', `${WEB}/about/press`],
    ]);
    await expect(linksUnder(footer, 'Support')).toEqual([
      ['Customer Support', `${WEB}/support`],
      ['Call 1-800-555-0199', 'tel:18005550199'],
    ]);
    await expect(linksUnder(footer, 'Legal')).toEqual([
      ['Terms of Use', `${WEB}/about/terms/`],
      ['Privacy Policy', `${WEB}/about/privacy`],
      ['Do Not Sell or Share My Personal Information', `${WEB}/about/do-not-sell`],
    ]);
    await expect(within(footer).getByText('© 2025 Hearth. All rights reserved.')).toBeVisible();

    const social = within(within(footer).getByRole('list', { name: 'Follow Us' })).getAllByRole('link');
    await expect(social.map((link) => link.textContent)).toEqual(
      ['Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn'].map(
        (network) => `Hearth on ${network} (opens in a new tab)`,
      ),
    );
    for (const link of social) {
      await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
    await expect(social[0]).toHaveAttribute('href', 'https://www.facebook.com/hearth');

    await expectResponsiveColumns(footer);
  },
};

/**
 * Another brand on the same origin: site links stay relative ('/about/privacy'), and the
 * product name and phone number come from the brand.
 */
export const SameOriginBrand: Story = {
  decorators: [withBrand({ productName: 'Homestead', supportPhone: '+1 (555) 010-2030', webBaseUrl: '' })],
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/about/privacy',
    );
    await expect(within(footer).getByRole('link', { name: 'Customer Support' })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(within(footer).getByRole('link', { name: 'Call +1 (555) 010-2030' })).toHaveAttribute(
      'href',
      'tel:+15550102030',
    );
    await expect(
      within(footer).getByRole('link', { name: 'Homestead on Facebook (opens in a new tab)' }),
    ).toBeVisible();
    await expect(within(footer).getByText('© 2025 Homestead. All rights reserved.')).toBeVisible();
    await expectResponsiveColumns(footer);
  },
};
