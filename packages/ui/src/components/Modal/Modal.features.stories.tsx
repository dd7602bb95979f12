import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { cancelDeleteFooter } from '../shared/dialog.fixtures';
import { Modal } from './Modal';

const meta = {
  title: 'Components/Modal/Features',
  component: Modal,
  args: {
    defaultOpen: true,
    title: 'Maintenance in Progress',
    children: 'Hearth is being updated. Some pages may be unavailable until the work is finished.',
  },
  // Portal into the story's canvas instead of document.body, so every Features story stays
  // self-contained (the visual test renders each story into a fresh element).
} satisfies Meta<typeof Modal>;
export default meta;

type Story = StoryObj<typeof meta>;

const sections = [
  'Accounts',
  'Bookings',
  'Payments',
  'Reviews',
  'Messages',
  'Privacy',
  'Cancellations',
  'Refunds',
  'Liability',
  'Changes',
];

export const Default: Story = {
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Maintenance in Progress' });
    await waitFor(() => expect(modal).toBeVisible());
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Delete project?',
    role: 'alertdialog',
    children: 'The project and its messages will be removed. This cannot be undone.',
    footer: cancelDeleteFooter,
  },
};

export const WithoutOverlay: Story = { args: { withOverlay: false } };

export const WithoutCloseButton: Story = {
  args: {
    showCloseButton: false,
    footer: <Button slot="close">Got it</Button>,
  },
};

export const Fullscreen: Story = { args: { fullscreen: true } };

export const AnimatedClose: Story = { args: { animateClose: true } };

export const LongContent: Story = {
  args: {
    title: 'Terms of Use',
    children: (
      <>
        {sections.map((section) => (
          <p key={section}>
            {section}. The body scrolls while the title and the actions stay in place, so the modal never
            grows taller than the screen.
          </p>
        ))}
      </>
    ),
    footer: <Button slot="close">Accept</Button>,
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Terms of Use' });
    // The scrolling body is a tab stop, so keyboard users can scroll it.
    const body = modal.querySelector('p')?.parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};
