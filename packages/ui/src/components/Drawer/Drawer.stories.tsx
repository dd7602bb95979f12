import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ModalTrigger } from '../Modal';
import {
  cancelDeleteFooter,
  clickOverlay,
  expectOpensAndClosesWithEscape,
  expectTabCycle,
  findDialog,
  waitForDialogClosed,
} from '../shared/dialog.fixtures';
import { Drawer } from './Drawer';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: {
    title: 'Kitchen remodel',
    children: 'Requested on 12 March. Three pros have replied to this project.',
    isDismissable: true,
    showCloseButton: true,
    onOpenChange: fn(),
  },
  render: ({ onOpenChange, ...args }) => (
    <ModalTrigger onOpenChange={onOpenChange}>
      <Button>Open details</Button>
      <Drawer {...args} footer={cancelDeleteFooter} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Drawer>;
export default meta;

type Story = StoryObj<typeof meta>;

const drawer = () => findDialog('Kitchen remodel');
const waitForClosed = () => waitForDialogClosed('Kitchen remodel');

/** Opens on press; Escape closes it and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open details' });
    await expectOpensAndClosesWithEscape(trigger, 'Kitchen remodel', args.onOpenChange);
  },
};

/** Tab and Shift+Tab cycle through the close button and the footer actions only. */
export const KeyboardFocusTrap: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Open details' });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    const sheet = await drawer();
    const inside = within(sheet);
    const close = inside.getByRole('button', { name: 'Close' });
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    const remove = inside.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await expectTabCycle([close, cancel, remove]);
    await userEvent.tab({ shift: true });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button and a footer action both close the drawer and return focus. */
export const CloseAndFooterActions: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open details' });
    await userEvent.click(trigger);
    await userEvent.click(within(await drawer()).getByRole('button', { name: 'Close' }));
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(within(await drawer()).getByRole('button', { name: 'Cancel' }));
    await waitForClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click on the dimmed page beside the sheet closes it. */
export const ClickOutside: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open details' }));
    await drawer();
    await clickOverlay();
    await waitForClosed();
  },
};
