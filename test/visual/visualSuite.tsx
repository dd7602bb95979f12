/**
 * Visual regression: every Features story at one width, compared with the committed baselines in
 * `__screenshots__/`. `npm run test:visual:update` rewrites them. Each run also plays the story
 * and runs axe: the storybook project leaves the Features stories to this suite, so they are
 * rendered once per width instead of three times. One test file per width, so the two widths
 * run side by side (one browser page each).
 *
 * A story whose drawing stays inside its canvas is screenshotted as the canvas alone (a button
 * is a short strip instead of a whole page: less to capture, decode and compare); one that draws
 * outside it (an overlay, a toast, a fixed bar, content wider than the screen) as the whole page.
 */
import { composeStories, type composeStory } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

export const viewports = {
  desktop: { name: 'desktop', width: 1280, height: 800 },
  mobile: { name: 'mobile', width: 375, height: 800 },
} as const;
type Viewport = (typeof viewports)[keyof typeof viewports];

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  ['../../packages/*/src/**/*.features.stories.tsx', '../../apps/*/src/**/*.features.stories.tsx'],
  { eager: true },
);

const FREEZE = `
  *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  body { min-height: 100vh; margin: 0; }
  [data-visual-canvas] { padding: 16px; }
`;

/**
 * Whether `element` is inside a visually hidden box: one of a pixel or less that hides what
 * overflows it (React Aria's live announcer, the native select behind its Select).
 */
function isVisuallyHidden(element: Element): boolean {
  for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
    const rect = box.getBoundingClientRect();
    if (
      (rect.width <= 1 || rect.height <= 1) &&
      (box === element || getComputedStyle(box).overflow === 'hidden')
    )
      return true;
  }
  return false;
}

/** What to screenshot: the canvas when everything drawn lies inside it, else the whole page. */
function screenshotTarget(canvas: HTMLElement): HTMLElement {
  const box = canvas.getBoundingClientRect();
  const drawn = document.body.querySelectorAll('body > :not([data-visual-canvas]), [data-visual-canvas] *');
  for (const element of drawn) {
    const rect = element.getBoundingClientRect();
    if (isVisuallyHidden(element)) continue;
    const outside =
      rect.left < box.left || rect.top < box.top || rect.right > box.right || rect.bottom > box.bottom;
    if (outside) return document.body;
  }
  return canvas;
}

/** The axe violations the a11y addon reported for a story's run, as `rule: target` lines. */
function axeViolations(reports: ReturnType<typeof composeStory>['reporting']['reports']): string[] {
  return reports
    .filter((report) => report.type === 'a11y' && report.status === 'failed')
    .flatMap((report) => {
      const result = report.result as { error?: unknown; violations?: AxeViolation[] };
      if (result.error) return [`axe could not run: ${String(result.error)}`];
      return (result.violations ?? []).flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
    });
}
type AxeViolation = { id: string; nodes: Array<{ target: string[] }> };

/** Registers a screenshot test (with axe) of every Features story at `viewport`. */
export function visualSuite(viewport: Viewport) {
  const canvas = document.createElement('div');
  canvas.dataset.visualCanvas = '';
  beforeAll(() => {
    const style = document.createElement('style');
    style.textContent = FREEZE;
    document.head.appendChild(style);
    document.body.appendChild(canvas);
  });

  for (const [file, module] of Object.entries(modules)) {
    const stories = composeStories(module);
    describe(file.replace('../../', ''), () => {
      for (const story of Object.values(stories) as Array<ReturnType<typeof composeStory>>) {
        test(`${story.id} at ${viewport.name} (${viewport.width}px)`, async () => {
          await page.viewport(viewport.width, viewport.height);
          // Each story starts at the top: a play that moved focus down the page scrolls it.
          window.scrollTo(0, 0);
          // run() unmounts the previous story first (portals included), then renders into the canvas.
          const earlierReports = story.reporting.reports.length;
          await story.run({ canvasElement: canvas });
          expect(axeViolations(story.reporting.reports.slice(earlierReports))).toEqual([]);
          await document.fonts.ready;
          await expect
            .element(page.elementLocator(screenshotTarget(canvas)))
            .toMatchScreenshot(`${story.id}/${viewport.name}`);
        });
      }
    });
  }
}
