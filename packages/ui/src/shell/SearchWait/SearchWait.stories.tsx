import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SearchWait } from './SearchWait';
import { searchResults, TimedSearch } from './SearchWait.fixtures';

const meta = {
  title: 'Shell/SearchWait',
  component: SearchWait,
  tags: ['autodocs'],
  args: { query: 'Plumbers', location: 'Denver, CO', isSearching: true, children: searchResults },
} satisfies Meta<typeof SearchWait>;
export default meta;

type Story = StoryObj<typeof meta>;

/** While searching, the message replaces the page in a polite live region. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Searching for Plumbers near Denver, CO$/);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  },
};

/** The spinner stands still when the reader asks for reduced motion (these tests run that way). */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const spinner = canvas.getByRole('status').querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(spinner).not.toBeNull();
    await expect(getComputedStyle(spinner).animationName).toBe('none');
  },
};

/** When the search ends the results replace the message, and the live region stays for the next search. */
export const SearchFinishes: Story = {
  render: (args) => <TimedSearch {...args} durationMs={300} />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Searching for Plumbers near Denver, CO');
    await expect(
      await canvas.findByRole('region', { name: 'Search results' }, { timeout: 2000 }),
    ).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent(/^$/));
    await expect(canvas.getByRole('status')).toBe(status);
  },
};
