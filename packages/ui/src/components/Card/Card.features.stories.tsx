import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { withMaxWidth } from '../shared/story.fixtures';
import { Card } from './Card';

const meta = {
  title: 'Components/Card/Features',
  component: Card,
  args: {
    title: 'Kitchen remodel',
    children: 'Replace the cabinets and countertops. Three pros have replied.',
  },
  decorators: [withMaxWidth('32rem')],
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TitleAndBody: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Kitchen remodel' })).toBeVisible();
  },
};

export const WithFooterActions: Story = {
  args: {
    footer: (
      <>
        <Button variant="secondary">Cancel request</Button>
        <Button>View replies</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Kitchen remodel' });
    await expect(card.querySelectorAll('button')).toHaveLength(2);
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, as: 'div' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** An article, for an item complete on its own such as one project in a list. */
export const Article: Story = {
  args: { as: 'article', headingLevel: 3, title: 'Bathroom repair' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Bathroom repair' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bathroom repair' })).toBeVisible();
  },
};

/** Cards in a list, each an article named by its heading. */
export const List: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.space.lg }}>
      <li>
        <Card {...args} as="article" headingLevel={3} title="Kitchen remodel" />
      </li>
      <li>
        <Card
          {...args}
          as="article"
          headingLevel={3}
          title="Bathroom repair"
          footer={<Button size="sm">View replies</Button>}
        >
          Fix a leaking shower valve.
        </Card>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};
