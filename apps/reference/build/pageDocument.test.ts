import { describe, expect, it } from 'vitest';
import { prerenderedDocument } from './pageDocument';

const index = `<!doctype html>
<html lang="en">
  <head>
    <title>Hearth</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/client-C3.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { markup: '<main><p>Pros from $$5 a lead</p></main>', styles: '<style>.a{color:red}</style>' };

describe('prerenderedDocument', () => {
  const document = prerenderedDocument(index, page, 'page', ['assets/LoginRoute-D4.js']);

  it('carries the markup in #root and the styles in the head, as they are', () => {
    expect(document).toContain(
      '<div id="root" data-prerendered="page"><main><p>Pros from $$5 a lead</p></main></div>',
    );
    expect(prerenderedDocument(index, page, 'shell')).toContain('<div id="root" data-prerendered="shell">');
    expect(document).toMatch(/<style>\.a\{color:red\}<\/style>[\s\S]*<\/head>/);
  });

  it('asks for no script before the first paint: the loader adds them, the page chunks too', () => {
    expect(document).not.toContain('<script type="module"');
    expect(document).not.toContain('<link rel="modulepreload"');
    const loader = /<script>([\s\S]*?)<\/script>/.exec(document)?.[1] ?? '';
    expect(loader).toContain(
      'const preloads = ["/assets/runtime-B2.js","/assets/client-C3.js","/assets/LoginRoute-D4.js"]',
    );
    expect(loader).toContain('src: "/assets/index-A1.js"');
    expect(loader).toContain("observe({ type: 'paint', buffered: true })");
  });

  it('preloads each file once, and never the entry it adds as a script', () => {
    // The entry's own chunks come from build/pages.ts too: its steps, which index.html does not name.
    const files = [
      'assets/index-A1.js',
      'assets/client-C3.js',
      'assets/app-F6.js',
      'assets/LoginRoute-D4.js',
    ];
    const loader = /<script>([\s\S]*?)<\/script>/.exec(prerenderedDocument(index, page, 'page', files))?.[1];
    expect(loader).toContain(
      'const preloads = ["/assets/runtime-B2.js","/assets/client-C3.js","/assets/app-F6.js","/assets/LoginRoute-D4.js"]',
    );
  });

  /** Runs a document's loader against a fake page: what it added, and its pending timers. */
  function runLoader(html: string) {
    const added: Array<Record<string, string>> = [];
    const timers: Array<() => void> = [];
    const painted: Array<() => void> = [];
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    class PaintObserver {
      constructor(private readonly callback: () => void) {}
      observe() {
        painted.push(this.callback);
      }
    }
    new Function('document', 'PerformanceObserver', 'setTimeout', loader)(
      {
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: Record<string, string>) => added.push(element) },
      },
      PaintObserver,
      (callback: () => void) => timers.push(callback),
    );
    const described = () => added.map(({ tag, rel, href, type, src }) => [tag, rel ?? type, href ?? src]);
    const paint = () => {
      for (const callback of painted) callback();
    };
    return { added, described, timers, paint };
  }

  it('the loader adds the preloads and the entry once, at the first paint or after the timer', () => {
    const loader = runLoader(document);
    expect(loader.added).toEqual([]);
    loader.paint();
    expect(loader.added).toHaveLength(4);
    for (const timer of loader.timers.splice(0)) timer();
    expect(loader.described()).toEqual([
      ['link', 'modulepreload', '/assets/runtime-B2.js'],
      ['link', 'modulepreload', '/assets/client-C3.js'],
      ['link', 'modulepreload', '/assets/LoginRoute-D4.js'],
      ['script', 'module', '/assets/index-A1.js'],
    ]);
    expect(loader.added.every((element) => element.crossOrigin === '')).toBe(true);
  });

  it('adds the preloads four at a time, each four in a task of its own, and the entry after them', () => {
    const files = Array.from({ length: 7 }, (_, index) => `assets/Part${index}-E5.js`);
    const loader = runLoader(prerenderedDocument(index, page, 'page', files));
    loader.paint();
    expect(loader.described().map(([, , href]) => href)).toEqual([
      '/assets/runtime-B2.js',
      '/assets/client-C3.js',
      '/assets/Part0-E5.js',
      '/assets/Part1-E5.js',
    ]);
    // The first pending timer is the loader's fallback (a no-op once started), the next the batch.
    const [fallback, batch] = loader.timers.splice(0);
    fallback?.();
    expect(loader.added).toHaveLength(4);
    batch?.();
    expect(loader.added).toHaveLength(8);
    for (const timer of loader.timers.splice(0)) timer();
    expect(loader.described().slice(4)).toEqual([
      ['link', 'modulepreload', '/assets/Part2-E5.js'],
      ['link', 'modulepreload', '/assets/Part3-E5.js'],
      ['link', 'modulepreload', '/assets/Part4-E5.js'],
      ['link', 'modulepreload', '/assets/Part5-E5.js'],
      ['link', 'modulepreload', '/assets/Part6-E5.js'],
      ['script', 'module', '/assets/index-A1.js'],
    ]);
    expect(loader.timers).toEqual([]);
  });

  it('refuses an index.html it cannot make a page of', () => {
    expect(() => prerenderedDocument(index.replace(/<script type="module"[^\n]*/, ''), page, 'page')).toThrow(
      'no module script',
    );
    expect(() => prerenderedDocument(index.replace('<div id="root"></div>', ''), page, 'page')).toThrow(
      'no empty #root',
    );
  });
});
