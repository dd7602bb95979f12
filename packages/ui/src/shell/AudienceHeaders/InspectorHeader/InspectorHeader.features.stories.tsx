import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { demoMobileMenuButton, tabsOf, web, withStoryWebBase } from '../stories.fixtures';
import { InspectorHeader } from './InspectorHeader';

const meta = {
  title: 'Shell/InspectorHeader/Features',
  component: InspectorHeader,
  decorators: [withStoryWebBase],
  parameters: { layout: 'fullscreen' },
  args: { onLogOut: fn(), mobileMenuButton: demoMobileMenuButton },
} satisfies Meta<typeof InspectorHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The name of the tab marked current. */
const currentTab = (root: HTMLElement) =>
  tabsOf(root, 'Inspector')
    .filter(([, , current]) => current === 'page')
    .map(([name, href]) => [name, href]);

export const ReferralsActive: Story = {
  args: { activePath: '/inspector/referrals' },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toEqual([['Referrals', web('/inspector/referrals')]]);
  },
};

export const PayoutActive: Story = {
  args: { activePath: '/inspector/payout' },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toEqual([['Payout', web('/inspector/payout')]]);
  },
};

export const SettingsActive: Story = {
  args: { activePath: '/inspector/settings' },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toEqual([['Inspector Settings', web('/inspector/settings')]]);
  },
};

/** On a page outside the tabs (the account settings) no tab is current. */
export const NoTabActive: Story = {
  args: { activePath: '/account/settings' },
  play: async ({ canvasElement }) => {
    await expect(currentTab(canvasElement)).toEqual([]);
  },
};
