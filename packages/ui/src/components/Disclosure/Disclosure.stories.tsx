import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: {
    title: 'Profile',
    children: 'Your name, email address and phone number.',
    headingLevel: 3,
    onExpandedChange: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    panelRole: { control: 'inline-radio', options: ['group', 'region'] },
  },
} satisfies Meta<typeof Disclosure>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Profile' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Profile' })).toHaveTextContent(
      'Your name, email address and phone number.',
    );
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Tab reaches the trigger; Enter and Space each toggle the panel. */
export const KeyboardToggle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Profile' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible');
    await expect(trigger).toHaveAttribute('aria-controls');

    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('group', { name: 'Profile' });
    await expect(panel).toBeVisible();
    await expect(trigger.getAttribute('aria-controls')).toBe(panel.id);

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(panel).not.toBeVisible());

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(3);
    await expect(trigger).toHaveFocus();
  },
};
