import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { withMaxWidth } from '../shared/story.fixtures';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Components/Disclosure/Features',
  component: Disclosure,
  args: { title: 'Profile', children: 'Your name, email address and phone number.' },
  decorators: [withMaxWidth('40rem')],
} satisfies Meta<typeof Disclosure>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Profile' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Controls inside a collapsed panel are out of the tab order until it opens. */
export const WithInteractiveContent: Story = {
  args: {
    title: 'Password',
    children: (
      <div
        style={{ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, alignItems: 'flex-start' }}
      >
        <span>Change the password you sign in with.</span>
        <button type="button">Change password</button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Password' });
    const change = canvas.getByRole('button', { name: 'Change password', hidden: true });
    await expect(change).not.toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change password' })).toBeNull();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(change).toBeVisible();
    await userEvent.tab();
    await expect(change).toHaveFocus();
  },
};

/**
 * `renderWhenExpanded`: the content is not rendered at all until the panel first opens, and is
 * kept from then on, with what was typed in it.
 */
export const RenderedWhenExpanded: Story = {
  args: {
    title: 'Password',
    renderWhenExpanded: true,
    children: (
      <label>
        Nickname <input />
      </label>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Password' });
    await expect(canvas.queryByRole('textbox', { name: 'Nickname', hidden: true })).toBeNull();
    await userEvent.click(trigger);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nickname' }), 'Hana');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('textbox', { name: 'Nickname', hidden: true })).toHaveValue('Hana');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Hana');
  },
};

/** A region panel is a landmark, for a few large sections of a page. */
export const RegionPanel: Story = {
  args: { defaultExpanded: true, panelRole: 'region', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Profile' })).toBeVisible();
  },
};

/** The focus ring a keyboard user sees on the trigger. */
export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('data-focus-visible');
  },
};
