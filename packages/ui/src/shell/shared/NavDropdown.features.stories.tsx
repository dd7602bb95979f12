import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeaderNavItem } from './HeaderBar';
import { NavDropdown } from './NavDropdown';
import { accountLinks, InHeader, tradeLinks } from './NavDropdown.fixtures';

const meta = {
  title: 'Shell/NavDropdown/Features',
  component: NavDropdown,
  parameters: { layout: 'fullscreen' },
  args: { label: 'Account', children: accountLinks },
  render: (args) => (
    <InHeader>
      <HeaderNavItem>
        <NavDropdown {...args} />
      </HeaderNavItem>
    </InHeader>
  ),
} satisfies Meta<typeof NavDropdown>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** A narrow panel hangs under its trigger. */
export const NarrowOpen: Story = { args: { defaultOpen: true } };

/** A wide panel spans the header bar; a label link comes before the toggle. */
export const WideWithTopLink: Story = {
  args: { label: 'Professionals', href: '/pros', size: 'wide', defaultOpen: true, children: tradeLinks },
};
