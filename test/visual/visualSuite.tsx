/**
 * Visual regression: every Features story at one width, compared with the committed baselines in
 * `__screenshots__/`. `npm run test:visual:update` rewrites them. Each run also plays the story
 * and runs axe: the storybook project leaves the Features stories to this suite, so they are
 * rendered once per width instead of three times. The stories are split into two halves, one
 * test file each, run side by side (one browser page each), each taking its stories at 1280 px,
 * then at 375 px: the 1280 px tests cost more (axe, the width-independent check), and a file per
 * width left one page idle for the last ~50 s of the run.
 *
 * A story whose drawing stays inside its canvas is screenshotted as the canvas alone (a button
 * is a short strip instead of a whole page: less to capture, decode and compare); one that draws
 * outside it (an overlay, a toast, a fixed bar, content wider than the screen) as the whole page.
 *
 * Axe runs at 1280 px only: every Features story is checked once (the stories suite runs axe on
 * the other stories, and the e2e suite's mobile project on the pages at 375 px).
 *
 * The stories listed in `widthIndependent.ts` look the same at both widths: the 375 px canvas
 * would be the left part of the 1280 px one. They have no mobile screenshot; instead their
 * desktop test first renders them at 375 px and fails if anything in the canvas (a box, a style,
 * a text, an image source) differs from the 1280 px render, or if they draw outside the canvas.
 */
import { composeStories, type composeStory } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { type Layout, layoutDifferences, layoutOf } from './layout';
import { WIDTH_INDEPENDENT } from './widthIndependent';

export const viewports = {
  desktop: { name: 'desktop', width: 1280, height: 800 },
  mobile: { name: 'mobile', width: 375, height: 800 },
} as const;
type Viewport = (typeof viewports)[keyof typeof viewports];
type Story = ReturnType<typeof composeStory>;

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

/**
 * The axe violations the a11y addon reported for a story's run, as `rule: target` lines (or a
 * line saying that axe did not run at all).
 */
function axeViolations(reports: ReturnType<typeof composeStory>['reporting']['reports']): string[] {
  if (!reports.some((report) => report.type === 'a11y')) return ['axe did not run'];
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

/** Renders `story` at `viewport` into `canvas` (its play included) and returns where it drew. */
async function render(story: Story, viewport: Viewport, canvas: HTMLElement): Promise<HTMLElement> {
  await page.viewport(viewport.width, viewport.height);
  // Each story starts at the top: a play that moved focus down the page scrolls it.
  window.scrollTo(0, 0);
  // run() unmounts the previous story first (portals included), then renders into the canvas.
  await story.run({ canvasElement: canvas });
  await document.fonts.ready;
  return screenshotTarget(canvas);
}

/** The layout of a width-independent story at 375 px, played without axe or a screenshot. */
async function narrowLayout(story: Story, canvas: HTMLElement): Promise<Layout> {
  const target = await render(story, viewports.mobile, canvas);
  expect(target, `${story.id} draws outside its canvas at 375 px`).toBe(canvas);
  return layoutOf(canvas);
}

// The same stories with the a11y addon's run turned off, for the renders that axe does not judge.
const WITHOUT_AXE = { initialGlobals: { a11y: { manual: true } } };

/** The two halves of the Features stories, in file and story order. */
export const parts = { first: 0, second: 1 } as const;
type Part = (typeof parts)[keyof typeof parts];

/**
 * Registers a screenshot test (with axe at 1280 px) of each Features story of `part`, at every
 * width: all of them at 1280 px first, then at 375 px (a single change of the viewport). The
 * halves are contiguous: a story follows the one it followed in a file per width (a story can
 * depend on what the one before left, as React Aria's last input modality decides whether an
 * initially focused option shows its focus ring), except at the start of each half.
 */
export function visualSuite(part: Part) {
  const canvas = document.createElement('div');
  canvas.dataset.visualCanvas = '';
  beforeAll(() => {
    const style = document.createElement('style');
    style.textContent = FREEZE;
    document.head.appendChild(style);
    document.body.appendChild(canvas);
  });

  const all = Object.entries(modules).flatMap(([file, module]) => {
    const stories = composeStories(module);
    const withoutAxe = composeStories(module, WITHOUT_AXE);
    return (Object.entries(stories) as Array<[string, Story]>).map(([name, story]) => ({
      file: file.replace('../../', ''),
      story,
      quiet: (withoutAxe as Record<string, Story>)[name] as Story,
    }));
  });
  // Halves of about the same work: a width-independent story has one test, the others two, and a
  // flow's test (a form played through) counts twice (755 ms a test on average, 291 for the rest).
  const testsOf = (entry: (typeof all)[number]) =>
    (WIDTH_INDEPENDENT.has(entry.story.id) ? 1 : 2) * (entry.file.includes('/flows/') ? 2 : 1);
  const total = all.reduce((sum, entry) => sum + testsOf(entry), 0);
  let counted = 0;
  const half = all.findIndex((entry) => {
    counted += testsOf(entry);
    return counted >= total / 2;
  });
  const mine = part === parts.first ? all.slice(0, half + 1) : all.slice(half + 1);
  const files = [...new Set(mine.map((entry) => entry.file))];
  for (const viewport of [viewports.desktop, viewports.mobile]) {
    for (const file of files) {
      const entries = mine.filter(
        (entry) =>
          entry.file === file && !(viewport === viewports.mobile && WIDTH_INDEPENDENT.has(entry.story.id)),
      );
      if (entries.length === 0) continue;
      describe(file, () => {
        for (const { story, quiet } of entries) {
          const widthIndependent = WIDTH_INDEPENDENT.has(story.id);
          test(`${story.id} at ${viewport.name} (${viewport.width}px)`, async () => {
            const narrow = widthIndependent ? await narrowLayout(quiet, canvas) : undefined;
            const axe = viewport === viewports.desktop;
            const earlierReports = story.reporting.reports.length;
            const target = await render(axe ? story : quiet, viewport, canvas);
            if (axe) expect(axeViolations(story.reporting.reports.slice(earlierReports))).toEqual([]);
            await expect
              .element(page.elementLocator(target))
              .toMatchScreenshot(`${story.id}/${viewport.name}`);
            if (narrow) {
              expect(target, `${story.id} draws outside its canvas at 1280 px`).toBe(canvas);
              expect(
                layoutDifferences(layoutOf(canvas), narrow),
                `${story.id} is listed in widthIndependent.ts but changes with the width`,
              ).toEqual([]);
            }
          });
        }
      });
    }
  }
}
