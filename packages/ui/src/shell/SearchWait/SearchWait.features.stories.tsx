import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchWait } from './SearchWait';
import { searchResults } from './SearchWait.fixtures';

const meta = {
  title: 'Shell/SearchWait/Features',
  component: SearchWait,
  args: { query: 'Plumbers', location: 'Denver, CO', children: searchResults },
} satisfies Meta<typeof SearchWait>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Searching: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching for Plumbers near Denver, CO');
    await expect(canvas.getByText('Plumbers').tagName).toBe('STRONG');
  },
};

/** A long query and place wrap within the width. */
export const LongQuery: Story = {
  args: {
    query: 'Kitchen remodeling and cabinet installation',
    location: 'Rancho Santa Margarita, CA 92688',
  },
  play: async ({ canvas }) => {
    const message = canvas.getByText(/Searching for/);
    await expect(message.scrollWidth).toBeLessThanOrEqual(message.clientWidth);
  },
};

/** Once the search has finished the page content shows and the live region is empty. */
export const Finished: Story = {
  args: { isSearching: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Search results' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
