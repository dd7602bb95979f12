import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner/Features',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Large: Story = { args: { size: 'lg' } };

/** The medium size follows the font size and the colour of the text around it. */
export const InlineWithText: Story = {
  args: { label: undefined, size: 'md' },
  render: (args) => (
    <p style={{ display: 'flex', gap: 'var(--hearth-space-sm)', alignItems: 'center', margin: 0 }}>
      <Spinner {...args} />
      <span>Searching for plumbers near Denver, CO</span>
    </p>
  ),
};
