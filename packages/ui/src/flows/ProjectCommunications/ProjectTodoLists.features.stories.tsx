import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ViewerFrame } from '../ContactPreferences/ContactPreferences.fixtures';
import { ProjectTodoLists } from './ProjectTodoLists';
import { emptyList, generalList, moveInList, STORY_TIME_ZONE } from './ProjectTodoLists.fixtures';

const meta = {
  title: 'Flows/ProjectTodoLists/Features',
  component: ProjectTodoLists,
  args: { lists: [moveInList], timeZone: STORY_TIME_ZONE },
} satisfies Meta<typeof ProjectTodoLists>;
export default meta;

type Story = StoryObj<typeof meta>;

const itemNamed = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.getByText(text).closest('li') as HTMLElement;

/** One list: every item with its state, notes, tags, reminder and the date it was added. */
export const MoveInList: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Move in to-do list' });
    await expect(within(list).getByRole('heading', { level: 3 })).toHaveTextContent('Move in to-do list');
    await expect(list).toHaveTextContent('Created Sep 1, 2025');
    // The to-do items, not the tags listed inside them.
    await expect(list.querySelectorAll(':scope > ul > li')).toHaveLength(3);

    const gutters = itemNamed(canvas, 'Book a gutter cleaning before the rains');
    await expect(gutters).toHaveTextContent('State: Open');
    await expect(within(gutters).getByText('Ask for the downspout check too.')).toBeVisible();
    await expect(within(gutters).getByText('Service type: Gutter Cleaning')).toBeVisible();
    await expect(within(gutters).getByText('Priority: high')).toBeVisible();
    const reminder = within(gutters).getByText(/^Oct 15, 2025, 9:00\sAM$/);
    await expect(reminder).toHaveAttribute('datetime', '2025-10-15T16:00:00.000Z');
    await expect(gutters).toHaveTextContent('AddedSep 2, 2025');

    const deck = itemNamed(canvas, 'Get three quotes for the deck repair');
    await expect(deck).toHaveTextContent('State: In progress');
    await expect(within(deck).queryByText('Notes')).not.toBeInTheDocument();
    await expect(within(deck).queryByText('Reminder')).not.toBeInTheDocument();

    const batteries = itemNamed(canvas, 'Change the smoke detector batteries');
    await expect(batteries).toHaveTextContent('State: Done');
    await expect(batteries).toHaveAttribute('data-done');
    await expect(within(batteries).queryByText('Tags')).not.toBeInTheDocument();
  },
};

/** Several lists, each under its own heading; a list without items is left out. */
export const SeveralLists: Story = {
  args: { lists: [moveInList, emptyList, generalList] },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'Move in to-do list',
      'To-do list',
    ]);
    await expect(canvas.queryByText('Project to-do list')).not.toBeInTheDocument();
    const general = canvas.getByRole('region', { name: 'To-do list' });
    await expect(within(general).getByText('Follow up')).toBeVisible();
    await expect(within(general).getByText(/^Nov 3, 2025, 10:45\sAM$/)).toBeVisible();
  },
};

/** Inside a settings panel whose title is an h2: the section heading is an h3, the lists h4. */
export const NestedHeadings: Story = {
  args: { headingLevel: 3, lists: [moveInList, generalList] },
  render: (args) => (
    <>
      <h2>Account Settings</h2>
      <ProjectTodoLists {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Project Communications' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};

/** Read-only for everyone: nothing to press or tab to, for the keyboard or a curator. */
export const Curator: Story = {
  render: (args) => (
    <ViewerFrame viewer="curator">
      <ProjectTodoLists {...args} />
    </ViewerFrame>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Book a gutter cleaning before the rains')).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};
