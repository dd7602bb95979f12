/* Story fixtures of the footer: the checks its stories share. */
import { expect, within } from 'storybook/test';
import { tokens } from '../../theme/tokens';

/** The footer's links under the heading with this text, as `[text, href]` pairs. */
export function linksUnder(footer: HTMLElement, heading: string): Array<[string, string | null]> {
  const list = within(footer).getByRole('list', { name: heading });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

const matches = (breakpoint: keyof typeof tokens.breakpoints) =>
  window.matchMedia(`(min-width: ${tokens.breakpoints[breakpoint]})`).matches;

/**
 * The columns sit in one row from the `lg` breakpoint up and are stacked one under another
 * below `md`; in between they form two columns.
 */
export async function expectResponsiveColumns(footer: HTMLElement) {
  const boxes = Array.from(footer.querySelectorAll('[data-column]')).map((column) =>
    column.getBoundingClientRect(),
  );
  await expect(boxes.length).toBe(5);
  // Each column with the one before it.
  const pairs = boxes.slice(1).map((box, i) => ({ box, previous: boxes[i] as DOMRect }));
  if (matches('lg')) {
    for (const { box, previous } of pairs) {
      await expect(Math.round(box.top)).toBe(Math.round(previous.top));
      await expect(box.left).toBeGreaterThan(previous.right);
    }
  } else if (!matches('md')) {
    for (const { box, previous } of pairs) {
      await expect(box.top).toBeGreaterThanOrEqual(previous.bottom);
      await expect(Math.round(box.left)).toBe(Math.round(previous.left));
    }
  } else {
    const [first, second, third] = pairs;
    await expect(Math.round(first?.box.top ?? -1)).toBe(Math.round(first?.previous.top ?? -2));
    await expect(second?.box.top).toBeGreaterThanOrEqual(first?.previous.bottom ?? Infinity);
    await expect(Math.round(third?.box.top ?? -1)).toBe(Math.round(second?.box.top ?? -2));
  }
}
