import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { MenuButton, MenuItem, MenuSection, MenuSeparator } from './Menu';

const meta = {
  title: 'Components/Menu/Features',
  component: MenuButton,
  args: {
    label: 'Account',
    children: (
      <>
        <MenuItem>Profile</MenuItem>
        <MenuItem>Settings</MenuItem>
        <MenuItem href="#help">Help center</MenuItem>
        <MenuSeparator />
        <MenuItem>Log out</MenuItem>
      </>
    ),
  },
  // Portal into the story's canvas instead of document.body, so every Features story stays
  // self-contained (the visual test renders each story into a fresh element).
} satisfies Meta<typeof MenuButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(await screen.findByRole('menu', { name: 'Account' })).toBeInTheDocument();
  },
};

export const WithSections: Story = {
  args: {
    defaultOpen: true,
    label: 'Services',
    children: (
      <>
        <MenuSection title="Home improvement">
          <MenuItem href="#plumbers">Plumbers</MenuItem>
          <MenuItem href="#electricians">Electricians</MenuItem>
          <MenuItem href="#roofers">Roofers</MenuItem>
        </MenuSection>
        <MenuSection title="Outdoors">
          <MenuItem href="#lawn-care">Lawn care</MenuItem>
          <MenuItem href="#gutter-cleaning">Gutter cleaning</MenuItem>
        </MenuSection>
      </>
    ),
  },
};

export const DangerAndDisabled: Story = {
  args: {
    defaultOpen: true,
    label: 'Project actions',
    variant: 'secondary',
    disabledKeys: ['archive'],
    children: (
      <>
        <MenuItem id="edit">Edit project</MenuItem>
        <MenuItem id="archive">Archive</MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger">
          Delete
        </MenuItem>
      </>
    ),
  },
};

export const PrimaryTrigger: Story = { args: { variant: 'primary', label: 'New project' } };
