import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { GenericModal, type GenericModalVariant } from './GenericModal';
import { findModal, modalTitle, overlayOf } from './GenericModal.fixtures';

const meta = {
  title: 'Shell/GenericModal/Features',
  component: GenericModal,
  args: {
    defaultOpen: true,
    title: modalTitle,
    children: 'We sent you a link to reset your password. It may take a few minutes to arrive.',
  },
} satisfies Meta<typeof GenericModal>;
export default meta;

type Story = StoryObj<typeof meta>;

const open = (variant: GenericModalVariant, check?: (overlay: HTMLElement) => Promise<void>): Story => ({
  args: { variant },
  play: async () => {
    const modal = await findModal();
    await waitFor(() => expect(modal).toBeVisible());
    const overlay = overlayOf(variant);
    await expect(overlay).toBeInTheDocument();
    await check?.(overlay);
  },
});

/** Centred over a dimmed page; fades in over 250 ms. */
export const Fade = open('fade', async (overlay) => {
  await expect(overlay).toHaveAttribute('data-with-overlay');
  await expect(overlay).not.toHaveAttribute('data-animate-close');
});

/** Fades in, and fades and shrinks out over 200 ms when closed. */
export const AnimatedClose = open('animatedClose', async (overlay) => {
  await expect(overlay).toHaveAttribute('data-animate-close');
});

/** Covers the whole viewport. */
export const Fullscreen = open('fullscreen', async (overlay) => {
  await expect(overlay).toHaveAttribute('data-fullscreen');
});

/** The page behind is not dimmed (it is still inert while the modal is open). */
export const WithoutOverlay = open('withoutOverlay', async (overlay) => {
  await expect(overlay).not.toHaveAttribute('data-with-overlay');
});

/** No icon-only close button: an action in the footer closes it, as do Escape and a click outside. */
export const WithoutCloseButton: Story = {
  args: { variant: 'fade', showCloseButton: false, footer: <Button slot="close">Got it</Button> },
  play: async () => {
    const modal = await findModal();
    await expect(modal.querySelector('button[aria-label="Close"]')).toBeNull();
  },
};
