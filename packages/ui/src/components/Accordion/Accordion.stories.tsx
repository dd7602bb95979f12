import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withMaxWidth } from '../shared/story.fixtures';
import { Accordion } from './Accordion';
import { accountPanels } from './Accordion.fixtures';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: {
    allowsMultipleExpanded: true,
    onExpandedChange: fn(),
    children: accountPanels.slice(0, 3),
  },
  argTypes: { children: { control: false } },
  decorators: [withMaxWidth('40rem')],
} satisfies Meta<typeof Accordion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Photo' }));
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Photo' })).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['profile', 'photo']));
  },
};

/** Each trigger is a tab stop; Enter and Space toggle the focused one. Several can be open by default. */
export const KeyboardMultiple: Story = {
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('button', { name: 'Profile' });
    const photo = canvas.getByRole('button', { name: 'Photo' });
    const password = canvas.getByRole('button', { name: 'Password' });

    await userEvent.tab();
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(profile).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    await expect(photo).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(photo).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toHaveAttribute('aria-expanded', 'true');

    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(photo).toHaveAttribute('aria-expanded', 'false');
  },
};

/** With `allowsMultipleExpanded={false}` opening one panel closes the one that was open. */
export const KeyboardSingle: Story = {
  args: { allowsMultipleExpanded: false },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('button', { name: 'Profile' });
    const photo = canvas.getByRole('button', { name: 'Photo' });

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(profile).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(photo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(photo).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toHaveAttribute('aria-expanded', 'false');
  },
};
