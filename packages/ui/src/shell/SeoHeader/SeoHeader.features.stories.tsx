import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Menu } from '../../components/Icon/icons';
import { IconButton } from '../../components/IconButton';
import { SeoHeader } from './SeoHeader';

const meta = {
  title: 'Shell/SeoHeader/Features',
  component: SeoHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    mobileMenuButton: <IconButton icon={Menu} aria-label="Open menu" onPress={fn()} />,
  },
} satisfies Meta<typeof SeoHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Wide: the three links and the app button. Narrow: the logo, the app button and the menu button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const appLinks = canvasElement.querySelectorAll('a[href="/app"]');
    await expect(appLinks).toHaveLength(2);
    // Exactly one of the two (desktop, mobile) is shown at any width.
    await expect([...appLinks].filter((link) => link.checkVisibility())).toHaveLength(1);
  },
};

/** Without a menu button, narrow screens show the logo and the app button only. */
export const WithoutMenuButton: Story = { args: { mobileMenuButton: undefined } };
