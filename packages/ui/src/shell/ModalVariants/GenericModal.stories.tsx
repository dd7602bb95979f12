import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/Button';
import { ModalTrigger } from '../../components/Modal';
import { GenericModal, type GenericModalVariant } from './GenericModal';
import {
  type CloseMethod,
  findModal,
  modalTitle,
  opensAndCloses,
  overlayOf,
  triggerName,
} from './GenericModal.fixtures';

const meta = {
  title: 'Shell/GenericModal',
  component: GenericModal,
  tags: ['autodocs'],
  args: {
    variant: 'fade',
    title: modalTitle,
    children: 'We sent you a link to reset your password. It may take a few minutes to arrive.',
    isDismissable: true,
    showCloseButton: true,
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['fade', 'animatedClose', 'fullscreen', 'withoutOverlay'] },
  },
  render: ({ onOpenChange, ...args }) => (
    <ModalTrigger onOpenChange={onOpenChange}>
      <Button>{triggerName}</Button>
      <GenericModal {...args} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof GenericModal>;
export default meta;

type Story = StoryObj<typeof meta>;

const closes = (variant: GenericModalVariant, method: CloseMethod): Story => ({
  args: { variant },
  play: ({ canvasElement }) => opensAndCloses(canvasElement, variant, method),
});

/** Opens on Enter; Escape closes it, `onOpenChange` hears both and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await opensAndCloses(canvasElement, 'fade', 'escape');
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onOpenChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const FadeClosesWithCloseButton = closes('fade', 'closeButton');
export const FadeClosesOnOutsideClick = closes('fade', 'outsideClick');
export const AnimatedCloseClosesWithEscape = closes('animatedClose', 'escape');
export const AnimatedCloseClosesWithCloseButton = closes('animatedClose', 'closeButton');
export const AnimatedCloseClosesOnOutsideClick = closes('animatedClose', 'outsideClick');
export const FullscreenClosesWithEscape = closes('fullscreen', 'escape');
export const FullscreenClosesWithCloseButton = closes('fullscreen', 'closeButton');
export const WithoutOverlayClosesWithEscape = closes('withoutOverlay', 'escape');
export const WithoutOverlayClosesWithCloseButton = closes('withoutOverlay', 'closeButton');
export const WithoutOverlayClosesOnOutsideClick = closes('withoutOverlay', 'outsideClick');

/** With `isDismissable={false}` a click outside leaves it open; Escape still closes it. */
export const NotDismissableOnOutsideClick: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerName }));
    const modal = await findModal();
    await userEvent.click(overlayOf('fade'));
    await expect(modal).toBeInTheDocument();
    // Focus stays in the modal after the click outside, and Escape only reaches the modal from
    // there. In one CI run the modal was still open 5 s after Escape (cause not found; it passes
    // alone): this waits for focus inside before pressing it.
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: modalTitle })).not.toBeInTheDocument());
  },
};

/** Only the animatedClose variant is marked to animate out; with reduced motion no animation lingers. */
export const AnimationsRespectReducedMotion: Story = {
  args: { variant: 'animatedClose' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: triggerName }));
    await findModal();
    const overlay = overlayOf('animatedClose');
    await expect(overlay).toHaveAttribute('data-animate-close');
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await expect(Number.parseFloat(getComputedStyle(overlay).animationDuration)).toBeLessThan(0.001);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: modalTitle })).not.toBeInTheDocument());
  },
};
