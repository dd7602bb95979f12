import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { tokens } from '../../theme/tokens';
import { Link } from '../Link';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden/Features',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The hidden text adds to the button's name without showing: "Remove Kitchen remodel". */
export const AddsToAnAccessibleName: Story = {
  render: () => (
    <button type="button">
      Remove<VisuallyHidden> Kitchen remodel</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Kitchen remodel' })).toBeVisible();
  },
};

/** A block of hidden content, such as a heading only screen-reader users need. */
export const Block: Story = {
  render: () => (
    <section aria-labelledby="hidden-heading">
      <VisuallyHidden elementType="div">
        <h2 id="hidden-heading">Your projects</h2>
      </VisuallyHidden>
      <p style={{ margin: 0 }}>Kitchen remodel, Bathroom repair</p>
    </section>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Your projects' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/**
 * A skip link: the first thing a keyboard user tabs to, hidden until then, which jumps past the
 * header to the main content.
 */
export const SkipLink: Story = {
  render: () => (
    <div>
      <VisuallyHidden isFocusable>
        <Link href="#main-content" variant="standalone">
          Skip to content
        </Link>
      </VisuallyHidden>
      <header style={{ padding: tokens.space.lg, background: tokens.colors.surfaceSubtle }}>
        <button type="button">Menu</button>
      </header>
      <main id="main-content" tabIndex={-1} style={{ padding: tokens.space.lg }}>
        <h1 style={{ margin: 0, fontSize: tokens.typography.sizes.xl }}>Your projects</h1>
      </main>
    </div>
  ),
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapperWidth = () => skip.closest('[data-focusable]')?.getBoundingClientRect().width ?? 0;
    await waitFor(() => expect(wrapperWidth()).toBeLessThanOrEqual(1));
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await waitFor(() => expect(wrapperWidth()).toBeGreaterThan(1));
  },
};
