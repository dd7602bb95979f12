import type { PrerenderedPage } from '../src/prerender';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html made into a prerendered document: the styles in the head, the markup in
 * #root (marked with what it is, `page` or `shell`, for boot.tsx), and the JavaScript (the entry,
 * the entry's chunks and `pageFiles`) asked for only once it has been painted (the first paint
 * is observed, or a second passed). Downloaded beside the HTML, the scripts would share a
 * slow line with the fonts; already in the cache, they would run before the first paint.
 */
export function prerenderedDocument(
  index: string,
  rendered: PrerenderedPage,
  kind: 'page' | 'shell',
  pageFiles: string[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(index)?.[1];
  if (!entry) throw new Error('index.html has no module script: the page could not load its app');
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const preloads = [
    ...new Set([
      ...[...index.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string),
      ...pageFiles.map((file) => `/${file}`),
    ]),
  ].filter((href) => href !== entry);
  const loader = `  <script>
      (() => {
        let started = false;
        const load = () => {
          if (started) return;
          started = true;
          const add = (tag, attributes) =>
            document.head.append(Object.assign(document.createElement(tag), { crossOrigin: '' }, attributes));
          // A few at a time, each batch a task of its own: each one added starts a fetch (a few
          // ms on a slow phone), and twenty at once made one long task.
          const preloads = ${JSON.stringify(preloads)};
          const next = () => {
            for (const href of preloads.splice(0, 4)) add('link', { rel: 'modulepreload', href });
            if (preloads.length > 0) setTimeout(next);
            else add('script', { type: 'module', src: ${JSON.stringify(entry)} });
          };
          next();
        };
        // Once the page is on the screen. A hidden tab paints nothing, hence the timer.
        try {
          new PerformanceObserver(load).observe({ type: 'paint', buffered: true });
        } catch {
          load();
        }
        setTimeout(load, 1000);
      })();
    </script>
  `;
  // Replaced by functions: a `$` in the markup (a price) would be a pattern in a string.
  return index
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', () => `${rendered.styles}\n${loader}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${kind}">${rendered.markup}</div>`,
    );
}
