import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Menu } from '../../components/Icon/icons';
import { IconButton } from '../../components/IconButton';
import { onWebBaseUrl } from '../DesktopHeader/play.fixtures';
import { SeoHeader } from './SeoHeader';

const meta = {
  title: 'Shell/SeoHeader',
  component: SeoHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    mobileMenuButton: <IconButton icon={Menu} aria-label="Open menu" onPress={fn()} />,
  },
} satisfies Meta<typeof SeoHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The logo, Repair & Improve, Cost Guides and Advice in the labelled nav, and the app link to /app. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(hrefs(header)).toEqual([
      ['Hearth', '/'],
      ['Repair & Improve', '/home-projects'],
      ['Cost Guides', '/project-cost'],
      ['Advice', '/advice'],
      ['Get the App', '/app'],
    ]);
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    // The menu button is for narrow screens only.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

/** Links are built on the brand's web base address. */
export const OnWebBaseUrl: Story = {
  args: { costGuidesHref: '/project-cost/all' },
  decorators: [onWebBaseUrl('https://www.hearth.example/')],
  play: async ({ canvas }) => {
    await expect(hrefs(canvas.getByRole('banner'))).toEqual([
      ['Hearth', 'https://www.hearth.example/'],
      ['Repair & Improve', 'https://www.hearth.example/home-projects'],
      ['Cost Guides', 'https://www.hearth.example/project-cost/all'],
      ['Advice', 'https://www.hearth.example/advice'],
      ['Get the App', 'https://www.hearth.example/app'],
    ]);
  },
};
