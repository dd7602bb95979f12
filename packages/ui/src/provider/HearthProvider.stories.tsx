import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../components/Button';
import { createTheme, defaultTheme } from '../theme/theme';
import { HearthProvider } from './HearthProvider';

const meta = {
  title: 'Foundations/HearthProvider',
  component: HearthProvider,
  tags: ['autodocs'],
  args: { children: null },
  render: (args) => (
    <HearthProvider {...args}>
      <Button>Book a pro</Button>
    </HearthProvider>
  ),
} satisfies Meta<typeof HearthProvider>;
export default meta;

type Story = StoryObj<typeof meta>;

const rootVariable = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The default theme: its tokens are custom properties on `:root`, which every component reads. */
export const DefaultTheme: Story = {
  args: { theme: defaultTheme },
  play: async ({ canvas }) => {
    await expect(rootVariable('--hearth-colors-primary')).toBe('#1d4ed8');
    await expect(rootVariable('--hearth-space-md')).not.toBe('');
    const button = canvas.getByRole('button', { name: 'Book a pro' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(29, 78, 216)');
  },
};

/** A product's own colours: the provider writes that theme's variables, and components follow. */
export const CustomTheme: Story = {
  args: {
    theme: createTheme({
      colors: { primary: '#7c2d12', primaryHover: '#9a3412', primaryPressed: '#431407' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(rootVariable('--hearth-colors-primary')).toBe('#7c2d12');
    const button = canvas.getByRole('button', { name: 'Book a pro' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(124, 45, 18)');
  },
};
