import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Menu } from '../../components/Icon/icons';
import { IconButton } from '../../components/IconButton';
import { DesktopHeader } from './DesktopHeader';
import {
  currentUrl,
  moversUrl,
  repairAndImproveLinks,
  resources,
  serviceTypes,
} from './DesktopHeader.fixtures';
import { panelOf, waitForImages } from './play.fixtures';

const meta = {
  title: 'Shell/DesktopHeader/Features',
  component: DesktopHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    links: repairAndImproveLinks,
    resources,
    insuranceEnabled: true,
    moversUrl,
    currentUrl,
    mobileMenuButton: <IconButton icon={Menu} aria-label="Open menu" onPress={fn()} />,
  },
} satisfies Meta<typeof DesktopHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The nav element, found whether or not the current width shows it. */
const nav = (root: HTMLElement) => root.querySelector('nav[aria-label="Main"]');
/** The panel of the open dropdown (hidden with the nav on narrow screens, but in the document). */
function openPanel(root: HTMLElement): HTMLElement {
  const trigger = nav(root)?.querySelector<HTMLElement>('button[aria-expanded="true"]');
  if (!trigger) throw new Error('No dropdown is open');
  return panelOf(trigger);
}
const columnsOf = (root: HTMLElement) =>
  [...openPanel(root).querySelectorAll('ul[data-columns]')].map((list) => [
    list.querySelectorAll('a').length,
    list.getAttribute('data-columns'),
  ]);
const triggerTexts = (root: HTMLElement) =>
  [...(nav(root)?.querySelectorAll('button') ?? [])].map(
    (button) => button.getAttribute('aria-label') ?? button.textContent,
  );

/** Logged out with insurance on: Insurance, Moving, Repair & Improve, Resources; no For Businesses. */
export const LoggedOutInsuranceOn: Story = {
  play: async ({ canvasElement }) => {
    await expect(triggerTexts(canvasElement)).toEqual([
      'Insurance',
      'Moving',
      'More Repair & Improve links',
      'More Resources links',
    ]);
    await expect(nav(canvasElement)?.textContent).not.toContain('For Businesses');
  },
};

/** Logged out with insurance off: no Insurance dropdown, For Businesses (/pro) instead. */
export const LoggedOutInsuranceOff: Story = {
  args: { insuranceEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(triggerTexts(canvasElement)).toEqual([
      'Moving',
      'More Repair & Improve links',
      'More Resources links',
    ]);
    const forBusinesses = [...(nav(canvasElement)?.querySelectorAll('a') ?? [])].find(
      (link) => link.textContent === 'For Businesses',
    );
    await expect(forBusinesses).toHaveAttribute('href', '/pro');
  },
};

export const InsuranceOpen: Story = { args: { defaultOpenMenu: 'insurance' } };

/** Movers is an external link: it carries the external-link icon. */
export const MovingOpen: Story = { args: { defaultOpenMenu: 'moving' } };

/** 24 company types and 56 service types, each group in 4 columns. */
export const RepairAndImproveOpen: Story = {
  args: { defaultOpenMenu: 'repairAndImprove' },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toEqual([
      [24, '4'],
      [56, '4'],
    ]);
  },
};

/** Advice tiles (3 fixed and the month's), 41 popular cost guides and the three featured cities. */
export const ResourcesOpen: Story = {
  args: { defaultOpenMenu: 'resources' },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(openPanel(canvasElement).querySelectorAll('img')).toHaveLength(4);
    await expect(columnsOf(canvasElement)).toEqual([
      [41, '3'],
      [3, '1'],
    ]);
  },
};

/** A group with a single link uses 1 column; the other group keeps the default 4. */
export const SingleLinkGroup: Story = {
  args: {
    defaultOpenMenu: 'repairAndImprove',
    links: {
      professionals: [{ name: 'Plumbers', href: '/near-me/plumbers' }],
      projects: serviceTypes.slice(0, 12),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(columnsOf(canvasElement)).toEqual([
      [1, '1'],
      [12, '4'],
    ]);
  },
};

/** A tile without a picture shows a house icon in its place. */
export const TileWithoutImage: Story = {
  args: {
    defaultOpenMenu: 'resources',
    resources: {
      ...resources,
      adviceTiles: resources.adviceTiles.map((tile, index) =>
        index === 3 ? { title: tile.title, href: tile.href } : tile,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(openPanel(canvasElement).querySelectorAll('img')).toHaveLength(3);
  },
};
