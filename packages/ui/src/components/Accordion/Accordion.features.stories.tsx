import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Disclosure } from '../Disclosure';
import { withMaxWidth } from '../shared/story.fixtures';
import { Accordion } from './Accordion';
import { accountPanels } from './Accordion.fixtures';

const meta = {
  title: 'Components/Accordion/Features',
  component: Accordion,
  args: { children: accountPanels },
  decorators: [withMaxWidth('40rem')],
} satisfies Meta<typeof Accordion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllCollapsed: Story = {
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const SeveralExpanded: Story = {
  args: { defaultExpandedKeys: ['profile', 'password'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Photo' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SingleExpanded: Story = {
  args: { allowsMultipleExpanded: false, defaultExpandedKeys: ['photo'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(canvas.getByRole('button', { name: 'Photo' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('group', { name: 'Notifications' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultExpandedKeys: ['profile'] },
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(trigger).toBeDisabled();
    }
  },
};

/** One panel disabled while the others work, with form-like content in an open one. */
export const MixedContent: Story = {
  args: {
    defaultExpandedKeys: ['password'],
    children: [
      <Disclosure key="profile" id="profile" title="Profile">
        Your name, email address and phone number.
      </Disclosure>,
      <Disclosure key="photo" id="photo" title="Photo (coming soon)" isDisabled>
        The photo pros see next to your requests.
      </Disclosure>,
      <Disclosure key="password" id="password" title="Password">
        <div
          style={{ display: 'flex', flexDirection: 'column', gap: tokens.space.sm, alignItems: 'flex-start' }}
        >
          <span>Change the password you sign in with.</span>
          <button type="button">Change password</button>
        </div>
      </Disclosure>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Photo (coming soon)' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};
