import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { withMaxWidth } from '../shared/story.fixtures';
import { Card } from './Card';

const onEdit = fn();

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Kitchen remodel',
    headingLevel: 2,
    as: 'section',
    children: 'Replace the cabinets and countertops. Three pros have replied.',
    footer: (
      <Button variant="secondary" size="sm" onPress={onEdit}>
        Edit project
      </Button>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['section', 'article', 'div'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    footer: { control: false },
  },
  beforeEach: () => {
    onEdit.mockClear();
  },
  decorators: [withMaxWidth('32rem')],
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Kitchen remodel' });
    await expect(card.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kitchen remodel' })).toBeVisible();
  },
};

/** The card itself is not a tab stop; Tab goes straight to the actions in its footer. */
export const KeyboardToFooterAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const edit = canvas.getByRole('button', { name: 'Edit project' });
    await expect(edit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};
