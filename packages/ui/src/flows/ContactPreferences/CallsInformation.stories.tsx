import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallsInformation } from './CallsInformation';

const meta = {
  title: 'Flows/CallsInformation',
  component: CallsInformation,
  args: { title: 'Calls', headingLevel: 2 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
} satisfies Meta<typeof CallsInformation>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Information only: the heading at the level asked for and the two FAQ links, no buttons. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: args.headingLevel, name: args.title })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
