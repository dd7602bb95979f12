/* Play-function helpers for the header stories. */
import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HearthProvider } from '../../provider/HearthProvider';

type Canvas = ReturnType<typeof within>;

/** A dropdown trigger: the button named `name` (for Repair & Improve and Resources, `More ... links`). */
export const triggerOf = (canvas: Canvas, name: string) => canvas.getByRole('button', { name });

/** The panel a trigger controls, found through `aria-controls`. */
export function panelOf(trigger: HTMLElement): HTMLElement {
  const id = trigger.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`No panel controlled by ${trigger.textContent}`);
  return panel;
}

export async function expectOpen(trigger: HTMLElement) {
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  // The panel fades in (from opacity 0), however briefly.
  await waitFor(() => expect(panelOf(trigger)).toBeVisible());
}

export async function expectClosed(trigger: HTMLElement) {
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  await expect(panelOf(trigger)).not.toBeVisible();
}

/** The links of the list named `listName` in a panel, with their names and hrefs. */
export function linksIn(panel: HTMLElement, listName: string) {
  const list = within(panel).getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** Waits until every picture in `root` has loaded, so screenshots never catch one half-drawn. */
export async function waitForImages(root: HTMLElement) {
  await waitFor(() => {
    for (const image of root.querySelectorAll('img')) {
      expect(image.complete && image.naturalWidth > 0).toBe(true);
    }
  });
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The href of the link named `name`. */
export const hrefOf = (canvas: Canvas, name: string) =>
  canvas.getByRole('link', { name }).getAttribute('href');

/** Renders the story with the brand's web base address set to `webBaseUrl`. */
export function onWebBaseUrl(webBaseUrl: string): Decorator {
  return (Story) => (
    <HearthProvider brand={{ webBaseUrl }} withGlobalStyle={false}>
      <Story />
    </HearthProvider>
  );
}
