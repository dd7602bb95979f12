// The floor as a page for Lighthouse: fixtures/size-app/src/floor.tsx built (fixtureBytes) and
// prerendered, so the browser hydrates a drawn form as it hydrates the reference app's /login.
// Issue 36 sets main-thread time against it: at most twice the floor's.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { FIXTURE, fixtureBytes } from './fixtureBytes.mjs';

/**
 * Renders the floor's /login to HTML (with its styled-components styles) and writes
 * `dist/floor/index.html` beside the built script; `built` is the floor's build (fixtureBytes),
 * made here when the bench has not made it already. Returns the folder to serve.
 */
export async function buildFloorPage(built = fixtureBytes('floor')) {
  const dist = path.join(FIXTURE, 'dist', 'floor');
  const { markup, styles } = await renderFloor();
  const script = built.files.find((file) => file.endsWith('.js'));
  writeFileSync(
    path.join(dist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '<head>',
      '<meta charset="utf-8" />',
      '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      '<title>Log in</title>',
      styles,
      `<script type="module" crossorigin src="/assets/${script}"></script>`,
      '</head>',
      `<body><div id="root">${markup}</div></body>`,
      '</html>',
      '',
    ].join('\n'),
  );
  return dist;
}

/** The floor's /login as HTML (src/floorServer.tsx), rendered in Node through Vite. */
async function renderFloor() {
  const server = await createServer({
    root: FIXTURE,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderFloor: render } = await server.ssrLoadModule('/src/floorServer.tsx');
    return render();
  } finally {
    await server.close();
  }
}
