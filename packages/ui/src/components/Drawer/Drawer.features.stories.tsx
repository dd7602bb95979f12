import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { cancelDeleteFooter } from '../shared/dialog.fixtures';
import { Drawer } from './Drawer';

const meta = {
  title: 'Components/Drawer/Features',
  component: Drawer,
  args: {
    defaultOpen: true,
    title: 'Kitchen remodel',
    children: 'Requested on 12 March. Three pros have replied to this project.',
  },
  // Portal into the story's canvas instead of document.body, so every Features story stays
  // self-contained (the visual test renders each story into a fresh element).
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Kitchen remodel' });
    await waitFor(() => expect(sheet).toBeVisible());
  },
};

export const WithFooterActions: Story = {
  args: {
    footer: cancelDeleteFooter,
  },
};

export const WithoutCloseButton: Story = {
  args: { showCloseButton: false, footer: <Button slot="close">Done</Button> },
};

const updates = ['Requested', 'Matched with three pros', 'Quote received', 'Visit booked', 'Visit done'];

export const LongContent: Story = {
  args: {
    children: (
      <ol>
        {updates.flatMap((update) =>
          ['March', 'April', 'May'].map((month) => (
            <li key={`${update}-${month}`}>
              {update} in {month}. The body scrolls and the footer stays pinned to the bottom.
            </li>
          )),
        )}
      </ol>
    ),
    footer: cancelDeleteFooter,
  },
};
