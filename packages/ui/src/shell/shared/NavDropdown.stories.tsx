import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectClosed, expectOpen, panelOf } from '../DesktopHeader/play.fixtures';
import { HeaderNavItem } from './HeaderBar';
import { NavDropdown } from './NavDropdown';
import { accountLinks, InHeader, tradeLinks } from './NavDropdown.fixtures';
import { NavPanelLink, NavPanelSection } from './NavPanel';

const meta = {
  title: 'Shell/NavDropdown',
  component: NavDropdown,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { label: 'Account', children: accountLinks, onOpenChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['narrow', 'wide'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  render: (args) => (
    <InHeader>
      <HeaderNavItem>
        <NavDropdown {...args} />
      </HeaderNavItem>
    </InHeader>
  ),
} satisfies Meta<typeof NavDropdown>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A disclosure: the button's aria-expanded and aria-controls follow the panel; onOpenChange reports it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(trigger)).not.toBeVisible();
    await userEvent.click(trigger);
    await expectOpen(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const panel = within(panelOf(trigger));
    await expect(panel.getByRole('list', { name: 'Account' })).toBeInTheDocument();
    await expect(panel.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
    const help = panel.getByRole('link', { name: 'Help center (opens in a new tab)' });
    await expect(help).toHaveAttribute('href', 'https://help.hearth.example');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{Escape}');
    await expectClosed(trigger);
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** With `href` the label is a link and an icon-only button, named by `toggleLabel`, toggles the panel. */
export const WithTopLink: Story = {
  args: { label: 'Professionals', href: '/pros', children: tradeLinks, size: 'wide' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Professionals' })).toHaveAttribute('href', '/pros');
    const toggle = canvas.getByRole('button', { name: 'More Professionals links' });
    await userEvent.keyboard('{Tab}{Tab}');
    await expect(canvas.getByRole('link', { name: 'Professionals' })).toHaveFocus();
    await expectOpen(toggle);
    // ArrowDown from the label link moves into the panel.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Plumbers' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed(toggle);
    await expect(toggle).toHaveFocus();
  },
};

/** Two dropdowns in one nav: opening one closes the other. */
export const OneOpenAtATime: Story = {
  render: (args) => (
    <InHeader>
      <HeaderNavItem>
        <NavDropdown {...args} />
      </HeaderNavItem>
      <HeaderNavItem>
        <NavDropdown label="Professionals" size="wide">
          {tradeLinks}
        </NavDropdown>
      </HeaderNavItem>
    </InHeader>
  ),
  play: async ({ canvas }) => {
    const account = canvas.getByRole('button', { name: 'Account' });
    const professionals = canvas.getByRole('button', { name: 'Professionals' });
    await userEvent.click(account);
    await expectOpen(account);
    await userEvent.click(professionals);
    await expectOpen(professionals);
    await expectClosed(account);
  },
};

/** Choosing a link in the panel closes it (a client-side router keeps the header on screen). */
export const ChoosingALinkCloses: Story = {
  args: {
    label: 'On this page',
    children: (
      <NavPanelSection aria-label="On this page">
        <NavPanelLink href="#projects">Projects</NavPanelLink>
        <NavPanelLink href="#reviews">Reviews</NavPanelLink>
      </NavPanelSection>
    ),
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'On this page' });
    await userEvent.click(trigger);
    await expectOpen(trigger);
    const reviews = within(panelOf(trigger)).getByRole('link', { name: 'Reviews' });
    await expect(reviews).toHaveAttribute('href', '#reviews');
    // Keep the test page where it is: only the panel's reaction to the click is under test.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay, { capture: true, once: true });
    await userEvent.click(reviews);
    await expectClosed(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
