import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Avatar } from './Avatar';
import { isLoaded, otherPortraitUrl, portraitUrl } from './Avatar.fixtures';
import { AVATAR_SIZES, type AvatarSize } from './sizes';

const sizes = Object.keys(AVATAR_SIZES) as AvatarSize[];
const row = { display: 'flex', gap: tokens.space.lg, alignItems: 'center', flexWrap: 'wrap' } as const;

const meta = {
  title: 'Components/Avatar/Features',
  component: Avatar,
  args: { name: 'Jane Doe' },
} satisfies Meta<typeof Avatar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { sources: [portraitUrl] },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Jane Doe' });
    await expect(image.tagName).toBe('IMG');
    await waitFor(() => expect(isLoaded(image)).toBe(true));
  },
};

/** The first URL fails, so the next one in `sources` is shown. */
export const FallsBackToNextSource: Story = {
  args: { sources: ['/missing.png', '/also-missing.png', otherPortraitUrl] },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', otherPortraitUrl),
    );
    const image = canvas.getByRole('img', { name: 'Jane Doe' });
    await waitFor(() => expect(isLoaded(image)).toBe(true));
  },
};

/** Every URL fails, so the initials of the name are shown. */
export const InitialsFallback: Story = {
  args: { sources: ['/missing.png'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('JD')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
  },
};

export const InitialsWithoutSources: Story = {
  args: { name: 'Cher' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cher' })).toHaveTextContent('C');
  },
};

/** No picture and no name: a generic user icon, hidden from screen readers. */
export const IconFallback: Story = {
  args: { name: undefined, sources: ['/missing.png'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-content="icon"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-content="icon"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Next to the written name the avatar is decorative (`alt=""`), so the name is not read twice. */
export const BesideTheName: Story = {
  args: { sources: [portraitUrl], alt: '', size: 'EXTRA_SMALL' },
  render: (args) => (
    <div style={{ ...row, gap: tokens.space.sm }}>
      <Avatar {...args} />
      <span>Jane Doe</span>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    if (image) await waitFor(() => expect(isLoaded(image)).toBe(true));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: tokens.space.lg }}>
      <div style={row}>
        {sizes.map((size) => (
          <Avatar key={size} {...args} size={size} sources={[portraitUrl]} name={`Jane Doe, ${size}`} />
        ))}
      </div>
      <div style={row}>
        {sizes.map((size) => (
          <Avatar key={size} {...args} size={size} sources={[]} name="Jane Doe" alt={`Initials, ${size}`} />
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const size of sizes) {
      const image = canvas.getByRole('img', { name: `Jane Doe, ${size}` });
      await waitFor(() => expect(isLoaded(image)).toBe(true));
      await expect(image.getBoundingClientRect().width).toBe(AVATAR_SIZES[size]);
      await expect(
        canvas.getByRole('img', { name: `Initials, ${size}` }).getBoundingClientRect().height,
      ).toBe(AVATAR_SIZES[size]);
    }
  },
};
