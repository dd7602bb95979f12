import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu } from '../../components/Icon/icons';
import { IconButton } from '../../components/IconButton';
import { HeaderActionLink } from '../shared/HeaderBar';
import { HOVER_CLOSE_DELAY } from '../shared/NavDropdown';
import { DesktopHeader } from './DesktopHeader';
import { currentUrl, moversUrl, repairAndImproveLinks, resources } from './DesktopHeader.fixtures';
import {
  expectClosed,
  expectOpen,
  hrefOf,
  linksIn,
  onWebBaseUrl,
  panelOf,
  triggerOf,
  wait,
} from './play.fixtures';

const meta = {
  title: 'Shell/DesktopHeader',
  component: DesktopHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    links: repairAndImproveLinks,
    resources,
    insuranceEnabled: true,
    moversUrl,
    currentUrl,
    mobileMenuButton: <IconButton icon={Menu} aria-label="Open menu" onPress={fn()} />,
  },
  argTypes: {
    defaultOpenMenu: {
      control: 'select',
      options: [undefined, 'insurance', 'moving', 'repairAndImprove', 'resources'],
    },
  },
} satisfies Meta<typeof DesktopHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** `encodeURIComponent(currentUrl)`, written out. */
const encodedCurrentUrl =
  'https%3A%2F%2Fwww.hearth.example%2Fhome-projects%3Fzip%3D73102%26utm_source%3Dmail';

/** The header landmark holds the logo (named after the product, linking home) and the labelled nav. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(within(header).getByRole('link', { name: 'Hearth' })).toHaveAttribute('href', '/');
  },
};

/** Every link target of the spec, compared with the rendered href. */
export const LinkTargets: Story = {
  play: async ({ canvas }) => {
    await expect(hrefOf(canvas, 'Sign up')).toBe(`/signup?r=${encodedCurrentUrl}`);
    await expect(hrefOf(canvas, 'Log in')).toBe(`/login?r=${encodedCurrentUrl}`);
    await expect(hrefOf(canvas, 'Join Our Pro Network')).toBe('/pro');
    await expect(hrefOf(canvas, 'Repair & Improve')).toBe('/home-projects');
    await expect(hrefOf(canvas, 'Resources')).toBe('/advice');
    await expect(canvas.queryByRole('link', { name: 'For Businesses' })).not.toBeInTheDocument();

    const insurance = triggerOf(canvas, 'Insurance');
    await userEvent.click(insurance);
    await expect(linksIn(panelOf(insurance), 'Insurance')).toEqual([
      ['Find my policy', '/insurance/onboarding/state-selection'],
      ['File a claim', '/insurance/claim'],
      ['Subscriber documents', '/insurance/subscriber-documents'],
    ]);

    const moving = triggerOf(canvas, 'Moving');
    await userEvent.click(moving);
    await expectClosed(insurance);
    const movingPanel = within(panelOf(moving));
    await expect(movingPanel.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/move-in/dashboard/landing',
      moversUrl,
      '/connect/packages',
      '/advice/best-home-security-system',
      '/mobile-app',
    ]);
    const movers = movingPanel.getByRole('link', { name: 'Movers (opens in a new tab)' });
    await expect(movers).toHaveAttribute('target', '_blank');
    await expect(movers.getAttribute('rel')?.split(' ')).toContain('noopener');

    const repair = triggerOf(canvas, 'More Repair & Improve links');
    await userEvent.click(repair);
    const professionals = linksIn(panelOf(repair), 'Professionals');
    const projects = linksIn(panelOf(repair), 'Projects');
    await expect([professionals.length, projects.length]).toEqual([24, 56]);
    await expect(professionals).toContainEqual(['Plumbers', '/near-me/plumbers']);
    await expect(professionals).toContainEqual(['Window Installers', '/window-installers/111cp']);
    await expect(projects[0]).toEqual(['Repair a Plumbing Leak', '/repair-a-plumbing-leak/1cs']);

    const resourcesToggle = triggerOf(canvas, 'More Resources links');
    await userEvent.click(resourcesToggle);
    const panel = panelOf(resourcesToggle);
    const guides = linksIn(panel, 'Popular cost guides');
    await expect(guides).toHaveLength(41);
    await expect(guides[0]).toEqual(['Roof Replacement Cost', '/project-cost/roof-replacement']);
    await expect(linksIn(panel, 'Featured cities')).toEqual([
      ['Los Angeles, CA', '/near-me/cities/los-angeles-ca'],
      ['Oklahoma City, OK', '/near-me/cities/oklahoma-city-ok'],
      ['Orlando, FL', '/near-me/cities/orlando-fl'],
    ]);
    await expect(linksIn(panel, 'Advice').map(([, href]) => href)).toEqual([
      '/advice/how-to-hire-a-contractor',
      '/advice/home-maintenance-checklist',
      '/advice/moving-checklist',
      '/advice/ac-summer-prep',
    ]);
  },
};

/** With insurance off there is no Insurance dropdown, and For Businesses links to /pro. */
export const InsuranceOff: Story = {
  args: { insuranceEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Insurance' })).not.toBeInTheDocument();
    await expect(hrefOf(canvas, 'For Businesses')).toBe('/pro');
  },
};

/** Every link is built on the brand's web base address; the external movers link is not. */
export const OnWebBaseUrl: Story = {
  decorators: [onWebBaseUrl('https://www.hearth.example')],
  play: async ({ canvas }) => {
    const base = 'https://www.hearth.example';
    await expect(hrefOf(canvas, 'Hearth')).toBe(`${base}/`);
    await expect(hrefOf(canvas, 'Sign up')).toBe(`${base}/signup?r=${encodedCurrentUrl}`);
    await expect(hrefOf(canvas, 'Log in')).toBe(`${base}/login?r=${encodedCurrentUrl}`);
    await expect(hrefOf(canvas, 'Join Our Pro Network')).toBe(`${base}/pro`);
    await expect(hrefOf(canvas, 'Repair & Improve')).toBe(`${base}/home-projects`);

    const moving = triggerOf(canvas, 'Moving');
    await userEvent.click(moving);
    const movingPanel = within(panelOf(moving));
    await expect(movingPanel.getByRole('link', { name: 'Moving checklist' })).toHaveAttribute(
      'href',
      `${base}/move-in/dashboard/landing`,
    );
    await expect(movingPanel.getByRole('link', { name: /^Movers/ })).toHaveAttribute('href', moversUrl);

    const resourcesToggle = triggerOf(canvas, 'More Resources links');
    await userEvent.click(resourcesToggle);
    const guides = linksIn(panelOf(resourcesToggle), 'Popular cost guides');
    await expect(guides[0]).toEqual(['Roof Replacement Cost', `${base}/project-cost/roof-replacement`]);
  },
};

/** The pointer resting on a dropdown opens it; moving onto the panel keeps it; leaving closes it. */
export const HoverOpens: Story = {
  play: async ({ canvas }) => {
    const moving = triggerOf(canvas, 'Moving');
    await userEvent.hover(moving);
    await expectOpen(moving);
    await expect(moving).not.toHaveFocus();

    await userEvent.hover(within(panelOf(moving)).getByRole('link', { name: 'Internet/TV' }));
    await wait(HOVER_CLOSE_DELAY * 2);
    await expectOpen(moving);

    // Onto another dropdown: it opens and the first one closes.
    const insurance = triggerOf(canvas, 'Insurance');
    await userEvent.hover(insurance);
    await expectOpen(insurance);
    await expectClosed(moving);

    await userEvent.unhover(insurance);
    await expectClosed(insurance);
  },
};

/** Keyboard focus on a trigger opens its dropdown and leaves focus on the trigger. */
export const FocusOpens: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Hearth' })).toHaveFocus();
    await userEvent.tab();
    const insurance = triggerOf(canvas, 'Insurance');
    await expect(insurance).toHaveFocus();
    await expectOpen(insurance);
    await expect(insurance).toHaveFocus();
  },
};

/** Space (and Enter) toggle the dropdown; opened this way, Tab walks into its links. */
export const SpaceToggles: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const insurance = triggerOf(canvas, 'Insurance');
    await expectOpen(insurance);
    await userEvent.keyboard(' ');
    await expectClosed(insurance);
    await expect(insurance).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectOpen(insurance);
    await userEvent.keyboard('{Enter}');
    await expectClosed(insurance);
    await userEvent.keyboard('{Enter}');
    await expectOpen(insurance);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Find my policy' })).toHaveFocus();
  },
};

/** Escape closes the dropdown from the trigger or from a link and returns focus to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const insurance = triggerOf(canvas, 'Insurance');
    await expectOpen(insurance);
    await userEvent.keyboard('{Escape}');
    await expectClosed(insurance);
    await expect(insurance).toHaveFocus();

    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'File a claim' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed(insurance);
    await expect(insurance).toHaveFocus();
    // Focus coming back does not reopen it.
    await wait(HOVER_CLOSE_DELAY);
    await expectClosed(insurance);

    // ArrowDown opens it on its first link.
    await userEvent.keyboard('{ArrowDown}');
    await expectOpen(insurance);
    await expect(canvas.getByRole('link', { name: 'Find my policy' })).toHaveFocus();

    // A dropdown whose label is a link returns focus to its toggle button.
    const repair = triggerOf(canvas, 'More Repair & Improve links');
    await userEvent.click(repair);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Plumbers' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed(repair);
    await expect(repair).toHaveFocus();
  },
};

/** Focus leaving a dropdown closes it; opened by focus, Tab skips past its links. */
export const TabLeavingCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const insurance = triggerOf(canvas, 'Insurance');
    const moving = triggerOf(canvas, 'Moving');
    await expectOpen(insurance);
    await userEvent.tab();
    await expect(moving).toHaveFocus();
    await expectClosed(insurance);
    await expectOpen(moving);

    // Opened with Space, Tab walks through the five links, then out.
    await userEvent.keyboard('  ');
    await expectOpen(moving);
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Get the mobile app' })).toHaveFocus();
    await expectOpen(moving);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Repair & Improve' })).toHaveFocus();
    await expectClosed(moving);

    // The label link and its toggle both open the dropdown; Tab then moves on to Resources.
    const repair = triggerOf(canvas, 'More Repair & Improve links');
    await expectOpen(repair);
    await userEvent.tab();
    await expect(repair).toHaveFocus();
    await expectOpen(repair);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Resources' })).toHaveFocus();
    await expectClosed(repair);
    await expectOpen(triggerOf(canvas, 'More Resources links'));

    // Shift+Tab back out closes it too.
    await userEvent.tab({ shift: true });
    await expect(repair).toHaveFocus();
    await expectClosed(triggerOf(canvas, 'More Resources links'));
  },
};

/** A click opens a dropdown and keeps it open; a second click or a click outside closes it. */
export const ClickToggles: Story = {
  play: async ({ canvas, canvasElement }) => {
    const moving = triggerOf(canvas, 'Moving');
    await userEvent.click(moving);
    await userEvent.unhover(moving);
    await wait(HOVER_CLOSE_DELAY * 2);
    await expectOpen(moving);
    await userEvent.click(moving);
    await expectClosed(moving);
    await userEvent.click(moving);
    await expectOpen(moving);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expectClosed(moving);
  },
};

/** `rightSlot` replaces Sign up, Log in and Join Our Pro Network (for logged-in variants). */
export const WithRightSlot: Story = {
  args: { rightSlot: <HeaderActionLink href="/my-home">My Home</HeaderActionLink> },
  play: async ({ canvas }) => {
    await expect(hrefOf(canvas, 'My Home')).toBe('/my-home');
    for (const name of ['Sign up', 'Log in', 'Join Our Pro Network']) {
      await expect(canvas.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  },
};

/**
 * With `onAuthRequest`, a plain click or Enter on Log in or Sign up opens the app's modal instead
 * of leaving the page; they keep their hrefs (with `r`) for a new tab or window.
 */
export const AuthInModal: Story = {
  args: { onAuthRequest: fn() },
  play: async ({ canvas, args }) => {
    const before = window.location.href;
    const logIn = canvas.getByRole('link', { name: 'Log in' });
    await expect(logIn).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(logIn).toHaveAttribute('href', `/login?r=${encodedCurrentUrl}`);
    await userEvent.click(logIn);
    await expect(args.onAuthRequest).toHaveBeenLastCalledWith('LOGIN');
    canvas.getByRole('link', { name: 'Sign up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAuthRequest).toHaveBeenLastCalledWith('SIGNUP');
    await expect(window.location.href).toBe(before);
  },
};
