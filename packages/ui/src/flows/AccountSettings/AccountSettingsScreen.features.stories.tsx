import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { AccountSettingsHarness } from './AccountSettingsScreen.fixtures';

const meta = {
  title: 'Flows/AccountSettingsScreen/Features',
  component: documentedView(AccountSettingsScreen),
  render: (args) => <AccountSettingsHarness {...args} />,
  args: { todoItemCount: 2, emailNoticesFlag: false },
  argTypes: storyFakes({
    emailNoticesFlag: {},
    noSuchUser: {},
    pageLinks: {},
    todoItemCount: {},
    viewer: {},
  }),
} satisfies Meta<typeof AccountSettingsHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

const triggers = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);

/** Every section, in the spec's order, each panel open. */
export const AllSections: Story = {
  play: async ({ canvas }) => {
    await expect(triggers(canvas)).toEqual([
      'Profile',
      'Photo',
      'Project Communications',
      'General Communications',
      'Password',
      'Payment Methods',
      'Document delivery',
    ]);
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** No to-do item: no Project Communications; an unknown paperless flag: no Document delivery. */
export const ConditionalSectionsHidden: Story = {
  args: { todoItemCount: 0, emailNoticesFlag: null },
  play: async ({ canvas }) => {
    await expect(triggers(canvas)).toEqual([
      'Profile',
      'Photo',
      'General Communications',
      'Password',
      'Payment Methods',
    ]);
  },
};

/** A curator sees whose account it is; the section views disable their controls. */
export const CuratorView: Story = {
  args: { viewer: { kind: 'curator', viewedUserId: 42, viewedUserName: 'Hana Homeowner' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are viewing the account of Hana Homeowner (user 42). Changes are turned off.',
    );
  },
};

/** While the account loads: the title at once, a busy placeholder where the panels will be. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toEqual([]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** The account cannot be shown (no user has the id): the title, and what happened where the panels go. */
export const NoSuchUser: Story = {
  args: { noSuchUser: 987654321 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(canvas.getByText('No such user')).toBeVisible();
    await expect(
      canvas.getByText('There is no user with the id 987654321. Check the id in the address.'),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('heading', { level: 2 })).toEqual([]);
  },
};

/** Panels fold and unfold from the keyboard: Enter or Space on a panel's heading button. */
export const KeyboardToggle: Story = {
  play: async ({ canvas }) => {
    const photo = canvas.getByRole('button', { name: 'Photo' });
    photo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(photo).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvas.getByText('The photo pros see next to your requests.')).not.toBeVisible(),
    );
    await userEvent.keyboard(' ');
    await expect(photo).toHaveAttribute('aria-expanded', 'true');
  },
};

/** An account page's address opens its panel alone, such as /account/password. */
export const OpenedByTheAddress: Story = {
  args: { opened: 'password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Password' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A link to another account page (the mobile menu's Change Password) opens that panel too and
 * moves the focus to its button; the panels already open stay open. Followed again after its
 * panel was closed, the same link opens it again (`navigationCount`).
 */
export const AnotherPageOpensItsPanel: Story = {
  args: { opened: 'profile', pageLinks: true },
  play: async ({ canvas }) => {
    const password = canvas.getByRole('button', { name: 'Password' });
    await expect(password).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Password' }));
    await expect(password).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(password);
    await expect(password).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Password' }));
    await expect(password).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(password).toHaveFocus());
  },
};
