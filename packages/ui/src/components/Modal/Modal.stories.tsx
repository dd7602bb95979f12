import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  clickOverlay,
  expectOpensAndClosesWithEscape,
  expectTabCycle,
  findDialog,
  waitForDialogClosed,
} from '../shared/dialog.fixtures';
import { Modal, ModalTrigger } from './Modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'Edit project',
    children: 'Changes are saved to your project as soon as you close this window.',
    withOverlay: true,
    fullscreen: false,
    animateClose: false,
    isDismissable: true,
    showCloseButton: true,
    onOpenChange: fn(),
  },
  render: ({ onOpenChange, ...args }) => (
    <ModalTrigger onOpenChange={onOpenChange}>
      <Button>Open modal</Button>
      <Modal {...args} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialog = () => findDialog('Edit project');
const waitForClosed = () => waitForDialogClosed('Edit project');

/** Opens on press; Escape closes it and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await expectOpensAndClosesWithEscape(trigger, 'Edit project', args.onOpenChange);
  },
};

/** Opened from the keyboard; Tab and Shift+Tab stay inside the modal; the close button closes it. */
export const KeyboardFocusTrap: Story = {
  args: {
    children: 'Tab cycles through the controls of the modal only.',
    footer: (
      <>
        <Button variant="secondary" slot="close">
          Cancel
        </Button>
        <Button slot="close">Save</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const modal = await dialog();
    const body = within(modal);
    const close = body.getByRole('button', { name: 'Close' });
    const cancel = body.getByRole('button', { name: 'Cancel' });
    const save = body.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await expectTabCycle([close, cancel, save]);
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The icon-only close button is named 'Close' and returns focus to the trigger. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click outside the modal closes it when `isDismissable`. */
export const ClickOutside: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const modal = await dialog();
    await userEvent.click(modal);
    await expect(modal).toBeInTheDocument();
    await clickOverlay();
    await waitForClosed();
  },
};

/** With `isDismissable={false}` a click outside leaves it open; Escape still closes it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open modal' }));
    const modal = await dialog();
    await clickOverlay();
    await expect(modal).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
  },
};

/** The close variant animates out over `theme.motion.close` and still returns focus. */
export const AnimatedClose: Story = {
  args: { animateClose: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const modal = await dialog();
    await expect(modal.closest('[data-animate-close]')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
