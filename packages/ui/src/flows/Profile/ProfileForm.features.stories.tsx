import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextLimitsContext } from '../../provider/textLimits';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { findDrawer } from '../AccountRemoval/AccountRemoval.fixtures';
import { expectFieldError, field, ProfileFormHarness } from './Profile.fixtures';
import { PROFILE_SAVED_MESSAGE, ProfileForm } from './ProfileForm';

const meta = {
  title: 'Flows/Profile/Features',
  component: documentedView(ProfileForm),
  render: (args) => <ProfileFormHarness {...args} />,
  args: { onReload: fn(), onCall: fn() },
  argTypes: storyFakes({
    onCall: {},
    parts: {},
    phoneVerificationRequired: {},
    viewer: {},
  }),
} satisfies Meta<typeof ProfileFormHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const save = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save' });
const deleteLink = (canvas: Canvas) => canvas.getByRole('link', { name: 'Delete my account' });

/** Replaces a field's text and leaves the field. */
async function retype(scope: HTMLElement, label: string, text: string) {
  const input = field(scope, label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

/** Tabs until `element` has focus (at most 30 steps). */
async function tabTo(element: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== element; i += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** The stored profile: every label, the masked phone, the state by name; nothing to save yet. */
export const Stored: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile Information' })).toBeVisible();
    await expect(field(canvasElement, 'First name')).toHaveValue('Hana');
    await expect(field(canvasElement, 'Last name')).toHaveValue('Homeowner');
    await expect(field(canvasElement, 'Mobile number')).toHaveValue('(212) 555-0134');
    await expect(field(canvasElement, 'Email')).toHaveValue('hana@example.com');
    await expect(canvas.getByRole('combobox', { name: 'Street Address' })).toHaveValue('12 Main St');
    await expect(field(canvasElement, 'Unit')).toHaveValue('');
    await expect(field(canvasElement, 'Unit')).not.toBeRequired();
    await expect(field(canvasElement, 'City')).toHaveValue('Springfield');
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveTextContent('Illinois');
    await expect(field(canvasElement, 'ZIP Code')).toHaveValue('62701');
    await expect(save(canvas)).toBeDisabled();
    await expect(deleteLink(canvas)).not.toHaveAttribute('aria-disabled');
  },
};

/** Keyboard only: change the first name, Tab to Save, Enter; only the name is sent and it is announced. */
export const EditAndSaveByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await tabTo(field(canvasElement, 'First name'));
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}Anna');
    await tabTo(save(canvas));
    await expect(save(canvas)).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(PROFILE_SAVED_MESSAGE));
    await expect(args.onCall).toHaveBeenCalledTimes(1);
    await expect(args.onCall).toHaveBeenCalledWith('updateName', {
      userId: 42,
      firstName: 'Anna',
      lastName: 'Homeowner',
    });
    await expect(save(canvas)).toBeDisabled();
    await waitFor(() => expect(canvas.getByText(PROFILE_SAVED_MESSAGE).parentElement).toHaveFocus());
  },
};

/** The rules' messages under each field once it is left; Save stays disabled. */
export const NameAndContactErrors: Story = {
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'First name', '');
    await expectFieldError(canvasElement, 'First name', 'First name is required.');
    await retype(canvasElement, 'Last name', '');
    await expectFieldError(canvasElement, 'Last name', 'Last name is required.');
    await retype(canvasElement, 'Mobile number', '212555');
    await expect(field(canvasElement, 'Mobile number')).toHaveValue('(212) 555');
    await expectFieldError(canvasElement, 'Mobile number', 'Invalid phone number.');
    await retype(canvasElement, 'Email', 'hana@');
    await expectFieldError(canvasElement, 'Email', 'Invalid email address.');
    await expect(save(canvas)).toBeDisabled();
  },
};

/** Empty phone and email have their own messages; typing digits fills the (NNN) NNN-NNNN mask. */
export const RequiredContactAndMask: Story = {
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Mobile number', '');
    await expectFieldError(canvasElement, 'Mobile number', 'Phone is required.');
    await retype(canvasElement, 'Email', '');
    await expectFieldError(canvasElement, 'Email', 'Email is required.');
    await expect(save(canvas)).toBeDisabled();
    await retype(canvasElement, 'Email', 'hana@example.org');
    await retype(canvasElement, 'Mobile number', '6465550111');
    await expect(field(canvasElement, 'Mobile number')).toHaveValue('(646) 555-0111');
    await expect(field(canvasElement, 'Mobile number')).not.toHaveAttribute('aria-invalid');
    await expect(save(canvas)).toBeEnabled();
  },
};

/** Address parts: street, city and ZIP messages under their own fields. */
export const AddressErrors: Story = {
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Street Address', '');
    await expectFieldError(canvasElement, 'Street Address', 'Street Address is required');
    await retype(canvasElement, 'City', '');
    await expectFieldError(canvasElement, 'City', 'City is required');
    await retype(canvasElement, 'ZIP Code', '!!');
    await expectFieldError(canvasElement, 'ZIP Code', 'ZIP code is invalid');
    await expect(save(canvas)).toBeDisabled();
  },
};

/** Opened with phoneVerificationRequired=true: the phone asks to be verified and Save waits. */
export const VerifyPhone: Story = {
  args: { phoneVerificationRequired: true },
  play: async ({ canvas, canvasElement }) => {
    await expectFieldError(canvasElement, 'Mobile number', 'Verify your phone number.');
    await retype(canvasElement, 'First name', 'Anna');
    await expect(save(canvas)).toBeDisabled();
  },
};

/** Saving: Save busy with its label, the fields fixed until the parts settle. */
export const Saving: Story = {
  args: { parts: { name: 'pending' } },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Last name', 'Holm');
    await userEvent.click(save(canvas));
    await waitFor(() => expect(save(canvas)).toHaveAttribute('data-pending'));
    await expect(save(canvas)).toHaveAttribute('aria-disabled', 'true');
    await expect(save(canvas)).toHaveTextContent('Save');
    await expect(field(canvasElement, 'Last name')).toHaveAttribute('readonly');
    await expect(field(canvasElement, 'Last name')).toHaveValue('Holm');
  },
};

/** The name fails, the email saves: the name's message under the names, the typed text kept. */
export const OnePartFailed: Story = {
  args: { parts: { name: 'reject' } },
  play: async ({ canvas, canvasElement, args }) => {
    await retype(canvasElement, 'First name', 'Anna');
    await retype(canvasElement, 'Email', 'anna@example.org');
    await userEvent.click(save(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to update your account. Please try again.');
    await expect(field(canvasElement, 'First name')).toHaveAccessibleDescription(
      'Unable to update your account. Please try again.',
    );
    await expect(field(canvasElement, 'First name')).toHaveValue('Anna');
    await expect(field(canvasElement, 'Email')).not.toHaveAttribute('aria-invalid');
    await expect(args.onCall).toHaveBeenCalledWith('updateEmail', {
      userId: 42,
      userEmailId: 21,
      emailAddress: 'anna@example.org',
    });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(save(canvas)).toBeEnabled();
  },
};

/** Every part fails: each message shows under its own part. */
export const EveryPartFailed: Story = {
  args: { parts: { name: 'reject', phone: 'reject', email: 'reject', address: 'reject' } },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Last name', 'Holm');
    await retype(canvasElement, 'Mobile number', '6465550111');
    await retype(canvasElement, 'Email', 'anna@example.org');
    await retype(canvasElement, 'City', 'Chicago');
    await userEvent.click(save(canvas));
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await expect(field(canvasElement, 'Last name')).toHaveAccessibleDescription(
      'Unable to update your account. Please try again.',
    );
    await expectFieldError(
      canvasElement,
      'Mobile number',
      'Unable to update your phone number. Please try again.',
    );
    await expectFieldError(canvasElement, 'Email', 'Unable to update your email. Please try again.');
    await expect(field(canvasElement, 'City')).toHaveAccessibleDescription(
      'Unable to update your address. Please try again.',
    );
    await expect(field(canvasElement, 'City')).toHaveValue('Chicago');
  },
};

/**
 * Taken (409): the phone is already on the account, the email is another account's. Each says what
 * to change, under its field, instead of 'try again'; editing the field takes its message away.
 */
export const Conflicts: Story = {
  args: { parts: { phone: 'conflict', email: 'conflict' } },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'Mobile number', '6465550111');
    await retype(canvasElement, 'Email', 'taken@example.org');
    await userEvent.click(save(canvas));
    await waitFor(() =>
      expectFieldError(
        canvasElement,
        'Mobile number',
        'This phone number is already on your account. Enter a different number, or keep the one you have.',
      ),
    );
    await expectFieldError(
      canvasElement,
      'Email',
      'Another account already uses this email. Enter a different email address.',
    );
    await expect(canvas.queryByText(/Please try again/)).not.toBeInTheDocument();
    await expect(field(canvasElement, 'Email')).toHaveValue('taken@example.org');
  },
};

/**
 * The API's limits (HearthProvider's textLimits): a name pasted longer than the limit is cut at it,
 * and the field says why, politely announced.
 */
export const NameAtLimit: Story = {
  decorators: [
    (Story) => (
      <TextLimitsContext.Provider value={{ firstName: 20, lastName: 20, email: 320, city: 100 }}>
        <Story />
      </TextLimitsContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const first = field(canvasElement, 'First name');
    await userEvent.clear(first);
    await userEvent.click(first);
    await userEvent.paste('Maximiliana Josephine Alexandra');
    await expect(first).toHaveValue('Maximiliana Josephin');
    await expect(first).toHaveAttribute('maxlength', '20');
    await expect(first).toHaveAccessibleDescription('First name can be at most 20 characters.');
  },
};

/** The server refuses the new location: 'Please enter a valid address.' under the address. */
export const InvalidAddress: Story = {
  args: { parts: { address: 'invalid' } },
  play: async ({ canvas, canvasElement }) => {
    await retype(canvasElement, 'ZIP Code', '62702');
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please enter a valid address.');
    await expect(canvas.getByRole('combobox', { name: 'Street Address' })).toHaveAccessibleDescription(
      'Please enter a valid address.',
    );
  },
};

/** Keyboard only: 'Delete my account', Other, feedback, Delete; the page is asked to reload. */
export const RemoveAccountByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await tabTo(deleteLink(canvas));
    await userEvent.keyboard('{Enter}');
    const drawer = await findDrawer();
    await tabTo(drawer.getByRole('radio', { name: "I'm a Hearth Pro and want to remove my profile" }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(drawer.getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Moving abroad');
    await tabTo(drawer.getByRole('button', { name: 'Delete' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReload).toHaveBeenCalledTimes(1));
    await expect(args.onCall).toHaveBeenCalledWith('sendRemovalRequest', {
      email: 'hana@example.com',
      reason: 'Moving abroad',
    });
  },
};

/** A curator viewing the customer's profile: every field, Save and 'Delete my account' disabled. */
export const Curator: Story = {
  args: { viewer: 'curator' },
  play: async ({ canvas, canvasElement }) => {
    for (const label of ['First name', 'Last name', 'Mobile number', 'Email', 'Unit', 'City', 'ZIP Code']) {
      await expect(field(canvasElement, label)).toBeDisabled();
    }
    await expect(canvas.getByRole('combobox', { name: 'Street Address' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /State/ })).toBeDisabled();
    await expect(save(canvas)).toBeDisabled();
    await expect(deleteLink(canvas)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(deleteLink(canvas));
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
