/**
 * Visual regression: every Features story at a desktop and a mobile width, compared with the
 * committed baselines in `__screenshots__/`. `npm run test:visual:update` rewrites them.
 */
import { composeStories, type composeStory } from '@storybook/react-vite';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 800 },
] as const;

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  ['../../packages/*/src/**/*.features.stories.tsx', '../../apps/*/src/**/*.features.stories.tsx'],
  { eager: true },
);

const FREEZE = `
  *, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
  body { min-height: 100vh; margin: 0; padding: 16px; }
`;

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = FREEZE;
  document.head.appendChild(style);
});

for (const [file, module] of Object.entries(modules)) {
  const stories = composeStories(module);
  describe(file.replace('../../', ''), () => {
    for (const story of Object.values(stories) as Array<ReturnType<typeof composeStory>>) {
      for (const viewport of viewports) {
        test(`${story.id} at ${viewport.name} (${viewport.width}px)`, async () => {
          await page.viewport(viewport.width, viewport.height);
          // run() unmounts the previous story first (portals included) and renders into a fresh container.
          await story.run();
          await document.fonts.ready;
          await expect
            .element(page.elementLocator(document.body))
            .toMatchScreenshot(`${story.id}/${viewport.name}`);
        });
      }
    }
  });
}
