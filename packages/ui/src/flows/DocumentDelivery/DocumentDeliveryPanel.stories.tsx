import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { DocumentDeliveryHarness } from './DocumentDelivery.fixtures';
import { DocumentDeliveryPanel } from './DocumentDeliveryPanel';

/**
 * `DocumentDeliveryPanel` renders a `documentDeliveryMachine` actor. These stories run the real machine
 * with a fake server that stores the flag Save sends.
 */
const meta = {
  title: 'Flows/DocumentDelivery',
  component: documentedView(DocumentDeliveryPanel),
  render: (args) => <DocumentDeliveryHarness {...args} />,
  parameters: { machine: 'documentDelivery' },
  args: { stored: false, load: 'resolve', save: 'resolve', viewer: 'owner', onSave: fn() },
  argTypes: storyFakes({
    stored: { control: 'inline-radio', options: [true, false, null] },
    load: { control: 'inline-radio', options: ['resolve', 'reject', 'pending'] },
    save: { control: 'inline-radio', options: ['resolve', 'reject', 'pending'] },
    viewer: { control: 'inline-radio', options: ['owner', 'curator'] },
    onSave: {},
    userId: { control: 'number' },
  }),
} satisfies Meta<typeof DocumentDeliveryHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Enrolling: check the box, Save, and the Success dialog opens. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Paperless document delivery/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith({ userId: 42, emailNoticesFlag: true }));
  },
};

/** The flag is unknown (null from the server): the section renders nothing, as the screen hides it. */
export const UnknownFlagHidden: Story = {
  args: { stored: null },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** Without a user id the flag is not looked up: nothing shows. */
export const NoUserHidden: Story = {
  args: { userId: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** While the flag loads it is not known yet: nothing shows. */
export const LoadingHidden: Story = {
  args: { load: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

/** A failed lookup leaves the flag unknown: nothing shows. */
export const LoadFailedHidden: Story = {
  args: { load: 'reject' },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
