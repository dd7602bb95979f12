import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading projects', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** With a label it is a progressbar named by it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading projects' })).toBeInTheDocument();
  },
};

/** A spinner is never a tab stop: Tab goes from the button before it to the button after it. */
export const NotFocusable: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--hearth-space-md)', alignItems: 'center' }}>
      <Button variant="secondary">Before</Button>
      <Spinner {...args} />
      <Button variant="secondary">After</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Before' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After' })).toHaveFocus();
  },
};

/** Without a label it is decorative and hidden from screen readers. */
export const Decorative: Story = {
  args: { label: undefined, size: 'md' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
