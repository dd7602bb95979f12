import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MenuButton, MenuItem, MenuSection, MenuSeparator } from './Menu';

const meta = {
  title: 'Components/Menu',
  component: MenuButton,
  tags: ['autodocs'],
  args: {
    label: 'Account',
    openOnHover: false,
    openOnFocus: false,
    onAction: fn(),
    onOpenChange: fn(),
    children: (
      <>
        <MenuItem id="profile">Profile</MenuItem>
        <MenuItem id="settings">Settings</MenuItem>
        <MenuItem id="help" href="#help">
          Help center
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout">Log out</MenuItem>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
  },
} satisfies Meta<typeof MenuButton>;
export default meta;

type Story = StoryObj<typeof meta>;

const menu = () => screen.findByRole('menu', { name: 'Account' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const waitForClosed = () => waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

/** A click opens the menu; choosing an item runs `onAction`, closes it and returns focus. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    await menu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(item('Settings'));
    await expect(args.onAction).toHaveBeenCalledWith('settings');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Enter opens the menu on the first item; arrows move (and wrap); Escape closes and returns focus. */
export const KeyboardEnterAndArrows: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await menu();
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Settings')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Help center')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Log out')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(item('Help center')).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(item('Log out')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowDown opens on the first item, ArrowUp on the last; Enter on an item runs it. */
export const KeyboardArrowOpens: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await menu();
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await menu();
    await waitFor(() => expect(item('Log out')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Space opens the menu, and Space on a focused trigger whose menu is shown closes it again. */
export const KeyboardSpaceToggles: Story = {
  args: { openOnFocus: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Shown on focus, focus stays on the trigger.
    await menu();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await menu();
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    // Focus coming back from the menu does not reopen it.
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** `openOnFocus`: Tab shows the menu; ArrowDown moves into it; Escape closes it; Tab away closes it. */
export const OpenOnFocus: Story = {
  args: { openOnFocus: true },
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--hearth-space-md)' }}>
      <MenuButton {...args} />
      <a href="#next">Next link</a>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await menu();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Settings')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());

    // Shown again on the next keyboard focus, and Escape on the trigger hides it.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await menu();
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());

    // Tab away closes it.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await menu();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Next link' })).toHaveFocus());
    await waitForClosed();
  },
};

/** `openOnFocus` with Enter: moves into the shown menu on its first item. */
export const OpenOnFocusEnter: Story = {
  args: { openOnFocus: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await menu();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item('Profile')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('settings');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** `openOnHover`: the menu shows while the pointer is on the trigger or the menu. */
export const OpenOnHover: Story = {
  args: { openOnHover: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Account' });
    await userEvent.hover(trigger);
    const shown = await menu();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Moving onto the menu keeps it open.
    await userEvent.unhover(trigger);
    await userEvent.hover(shown);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(shown).toBeInTheDocument();
    await userEvent.click(item('Profile'));
    await expect(args.onAction).toHaveBeenCalledWith('profile');
    await waitForClosed();

    // Leaving both closes it after a short delay.
    await userEvent.hover(trigger);
    await menu();
    await userEvent.unhover(trigger);
    await waitForClosed();
  },
};

/** Items with an `href` are links inside the menu. */
export const LinksAndSections: Story = {
  args: {
    label: 'Services',
    children: (
      <>
        <MenuSection title="Home improvement">
          <MenuItem href="#plumbers">Plumbers</MenuItem>
          <MenuItem href="#electricians">Electricians</MenuItem>
        </MenuSection>
        <MenuSection title="Outdoors">
          <MenuItem href="#lawn-care">Lawn care</MenuItem>
        </MenuSection>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Services' }));
    const services = await screen.findByRole('menu', { name: 'Services' });
    const groups = within(services).getAllByRole('group');
    await expect(groups).toHaveLength(2);
    await expect(within(services).getByRole('menuitem', { name: 'Plumbers' })).toHaveAttribute(
      'href',
      '#plumbers',
    );
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
  },
};
