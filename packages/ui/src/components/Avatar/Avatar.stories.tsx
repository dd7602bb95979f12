import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';
import { isLoaded, portraitUrl } from './Avatar.fixtures';
import { AVATAR_SIZES } from './sizes';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { sources: [portraitUrl], name: 'Jane Doe', size: 'SMALL' },
  argTypes: {
    size: { control: 'inline-radio', options: Object.keys(AVATAR_SIZES) },
  },
} satisfies Meta<typeof Avatar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Jane Doe' });
    await waitFor(() => expect(isLoaded(image)).toBe(true));
    await expect(image.getBoundingClientRect().width).toBe(AVATAR_SIZES.SMALL);
  },
};
