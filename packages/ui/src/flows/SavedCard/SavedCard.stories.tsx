import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { SavedCard } from './SavedCard';
import { SavedCardHarness, storyCards } from './SavedCard.fixtures';

const meta = {
  title: 'Flows/SavedCard',
  component: documentedView(SavedCard),
  render: (args) => <SavedCardHarness {...args} />,
  parameters: { machine: 'savedCard' },
  args: { card: storyCards.visa, remove: 'succeeds', viewer: 'owner' },
  argTypes: storyFakes({
    remove: { control: 'select', options: ['succeeds', 'removing', 'fails', 'reloading', 'reloadFails'] },
    viewer: { control: 'inline-radio', options: ['owner', 'curator'] },
  }),
} satisfies Meta<typeof SavedCardHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Card Visa ending in 4242' })).toBeEnabled();
  },
};
