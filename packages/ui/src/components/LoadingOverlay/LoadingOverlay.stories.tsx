import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';

function ProjectList() {
  return (
    <section aria-labelledby="projects-heading" style={{ minHeight: '16rem' }}>
      <h2 id="projects-heading">Your projects</h2>
      <p>Kitchen remodel: three pros have replied.</p>
      <p>Gutter cleaning: booked for Tuesday.</p>
      <Button variant="secondary">Edit project</Button>
    </section>
  );
}

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: {
    isLoading: true,
    label: 'Loading your projects',
    title: 'Loading your projects',
    message: 'This can take a few seconds.',
    fullscreen: false,
    children: <ProjectList />,
  },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The covered region is busy and out of reach: Tab skips its button; the label is announced. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Loading your projects' });
    await waitFor(() => expect(progress).toBeVisible());
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your projects');
    const covered = canvasElement.querySelector('[aria-busy]');
    await expect(covered).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(covered).not.toContainElement(document.activeElement as HTMLElement);
  },
};

function ToggleDemo(props: LoadingOverlayProps) {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <>
      <Button onPress={() => setIsLoading((value) => !value)}>{isLoading ? 'Stop' : 'Reload'}</Button>
      <LoadingOverlay {...props} isLoading={isLoading} />
    </>
  );
}

/** Starting and stopping from the keyboard: the content becomes busy, then reachable again. */
export const StartAndStop: Story = {
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const covered = canvasElement.querySelector('[aria-busy]');
    await expect(covered).toHaveAttribute('aria-busy', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(covered).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading your projects'));
    await expect(canvas.getByRole('progressbar', { name: 'Loading your projects' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(covered).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit project' })).toHaveFocus();
  },
};
