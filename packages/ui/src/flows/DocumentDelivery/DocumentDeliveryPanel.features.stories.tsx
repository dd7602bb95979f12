import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { DocumentDeliveryHarness, tabTo } from './DocumentDelivery.fixtures';
import { DocumentDeliveryPanel } from './DocumentDeliveryPanel';

const meta = {
  title: 'Flows/DocumentDelivery/Features',
  component: documentedView(DocumentDeliveryPanel),
  render: (args) => <DocumentDeliveryHarness {...args} />,
  args: { stored: true, onSave: fn() },
  argTypes: storyFakes({
    onSave: {},
    save: {},
    stored: {},
    viewer: {},
  }),
} satisfies Meta<typeof DocumentDeliveryHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const BOX = 'Paperless document delivery';
const findBox = (canvas: ReturnType<typeof within>) => canvas.findByRole('checkbox', { name: BOX });
const saveButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Save' });
const SAVE_FAILED = 'An unexpected error occurred, please try again';

/** Enrolled: the box is checked and Save is disabled until it changes. */
export const Enrolled: Story = {
  play: async ({ canvas }) => {
    const box = await findBox(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Document delivery' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Electronic Delivery Consent' }),
    ).toBeVisible();
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(
      'Checking the box means you agree to the Electronic Delivery Consent.',
    );
    await expect(saveButton(canvas)).toBeDisabled();
    // The support number for accessibility-format questions (spec 02 §9), the brand's `{phone}`.
    await expect(
      canvas.getByText(/Need your documents in an accessible format, such as large print or Braille\? Call/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  },
};

/** Not enrolled: the box is clear; checking it enables Save, clearing it again disables Save. */
export const NotEnrolled: Story = {
  args: { stored: false },
  play: async ({ canvas }) => {
    const box = await findBox(canvas);
    await expect(box).not.toBeChecked();
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.click(box);
    await expect(saveButton(canvas)).toBeEnabled();
    await userEvent.click(box);
    await expect(saveButton(canvas)).toBeDisabled();
  },
};

/** Saving: Save keeps its label and is pending; the box cannot change meanwhile. */
export const Saving: Story = {
  args: { stored: false, save: 'pending' },
  play: async ({ canvas, args }) => {
    const box = await findBox(canvas);
    await userEvent.click(box);
    await userEvent.click(saveButton(canvas));
    await waitFor(() => expect(saveButton(canvas)).toHaveAttribute('data-pending'));
    await expect(saveButton(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(saveButton(canvas)).toHaveFocus();
    await expect(box).toBeDisabled();
    await expect(args.onSave).toHaveBeenCalledWith({ userId: 42, emailNoticesFlag: true });
  },
};

/** Enrolling ends on the Success dialog, which takes focus. */
export const SuccessDialog: Story = {
  args: { stored: false },
  play: async ({ canvas }) => {
    await userEvent.click(await findBox(canvas));
    await userEvent.click(saveButton(canvas));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    await expect(dialog).toHaveTextContent('You are enrolled in paperless document delivery.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible());
  },
};

/** Keyboard only: Tab past the support number to the box, Space, Tab to Save, Enter; OK closes and focus returns to the box. */
export const EnrolWithKeyboard: Story = {
  args: { stored: false },
  play: async ({ canvas, args }) => {
    const box = await findBox(canvas);
    // The consent's support number comes first, then the box.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '1-800-555-0199' })).toHaveFocus();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.tab();
    await expect(saveButton(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await tabTo(within(dialog).getByRole('button', { name: 'OK' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toBeChecked();
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(args.onSave).toHaveBeenCalledWith({ userId: 42, emailNoticesFlag: true });
  },
};

/** Unchecking and saving first asks for confirmation; nothing is saved yet. */
export const UnenrolConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await findBox(canvas));
    await userEvent.click(saveButton(canvas));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off paperless delivery?' });
    await expect(dialog).toHaveTextContent(
      'Your documents will be sent to you on paper instead of electronically.',
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep paperless' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Turn off paperless' })).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Escape cancels: the box goes back to checked, Save is disabled and focus is on the box. */
export const UnenrolCancelled: Story = {
  play: async ({ canvas, args }) => {
    const box = await findBox(canvas);
    await userEvent.click(box);
    await userEvent.click(saveButton(canvas));
    await screen.findByRole('alertdialog', { name: 'Turn off paperless delivery?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(box).toBeChecked();
    await expect(saveButton(canvas)).toBeDisabled();
    await waitFor(() => expect(box).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Keyboard only: uncheck, Save, confirm with 'Turn off paperless'; focus ends on the clear box. */
export const UnenrolWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const box = await findBox(canvas);
    // The consent's support number comes first, then the box.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '1-800-555-0199' })).toHaveFocus();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off paperless delivery?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await tabTo(within(dialog).getByRole('button', { name: 'Turn off paperless' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ userId: 42, emailNoticesFlag: false }));
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).not.toBeChecked();
    await expect(saveButton(canvas)).toBeDisabled();
    await expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
  },
};

/** A failed save keeps the box as chosen, says so at once and lets the person try again. */
export const SaveFailed: Story = {
  args: { stored: false, save: 'reject' },
  play: async ({ canvas }) => {
    const box = await findBox(canvas);
    await userEvent.click(box);
    await userEvent.click(saveButton(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    await expect(box).toBeChecked();
    await expect(saveButton(canvas)).toBeEnabled();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** A curator viewing Hana Homeowner's account sees her choice with the box and Save disabled. */
export const Curator: Story = {
  args: { viewer: 'curator' },
  play: async ({ canvas, args }) => {
    const box = await findBox(canvas);
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    await expect(saveButton(canvas)).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
