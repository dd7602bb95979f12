import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

function ProjectList() {
  return (
    <section aria-labelledby="projects-heading" style={{ minHeight: '16rem' }}>
      <h2 id="projects-heading">Your projects</h2>
      <p>Kitchen remodel: three pros have replied.</p>
      <p>Gutter cleaning: booked for Tuesday.</p>
      <p>Lawn care: waiting for quotes.</p>
    </section>
  );
}

const meta = {
  title: 'Components/LoadingOverlay/Features',
  component: LoadingOverlay,
  args: { isLoading: true, children: <ProjectList /> },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SpinnerOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const WithTitle: Story = { args: { title: 'Saving your project', label: 'Saving your project' } };

export const WithTitleAndMessage: Story = {
  args: {
    title: 'Searching for plumbers near Denver, CO',
    message: 'We are checking which pros are available this week.',
    label: 'Searching for plumbers near Denver, CO',
  },
};

export const Fullscreen: Story = {
  args: { fullscreen: true, message: 'One moment please.' },
};

export const NotLoading: Story = {
  args: { isLoading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
