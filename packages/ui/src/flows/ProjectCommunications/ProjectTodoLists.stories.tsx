import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProjectTodoLists } from './ProjectTodoLists';
import { moveInList, STORY_TIME_ZONE } from './ProjectTodoLists.fixtures';

/** `ProjectTodoLists` is presentational: the app passes the lists from `todoListsByUserId`. */
const meta = {
  title: 'Flows/ProjectTodoLists',
  component: ProjectTodoLists,
  args: { lists: [moveInList], headingLevel: 2, timeZone: STORY_TIME_ZONE },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5] } },
} satisfies Meta<typeof ProjectTodoLists>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The section heading, one heading per list a level lower, one list item per to-do item. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const level = args.headingLevel ?? 2;
    await expect(canvas.getByRole('heading', { level, name: 'Project Communications' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: level + 1 })).toHaveLength(
      args.lists.filter((list) => list.items.length > 0).length,
    );
  },
};
