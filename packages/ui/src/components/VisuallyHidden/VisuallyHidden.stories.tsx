import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Read by screen readers only', isFocusable: false },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Read by screen readers only');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A focusable one appears while focus is inside it and hides again when focus leaves. */
export const FocusableKeyboard: Story = {
  render: (args) => (
    <>
      <VisuallyHidden {...args} isFocusable>
        <a href="#main-content">Skip to content</a>
      </VisuallyHidden>
      <button type="button">Next control</button>
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapperWidth = () => link.closest('[data-focusable]')?.getBoundingClientRect().width ?? 0;
    await waitFor(() => expect(wrapperWidth()).toBeLessThanOrEqual(1));
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(wrapperWidth()).toBeGreaterThan(1));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
    await waitFor(() => expect(wrapperWidth()).toBeLessThanOrEqual(1));
  },
};
