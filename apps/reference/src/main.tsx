import '@hearth/ui/fonts.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = container;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's modules, run in steps, each in a task of its own: run all at once (the entry's static
 * imports) they were one task of 330-450 ms on a phone-speed CPU (4x throttle), during which the
 * drawn page took no input. Each step runs what the later ones import, so they find it done:
 * 1. the libraries' chunk (reached through React, whose namespace costs no bytes: styled-components'
 *    would keep all its exports), where styled-components takes over the prerendered page's styles;
 * 2. React DOM, whose CommonJS module runs on its first import;
 * 3. the data client and the session machine;
 * 4. the page shell's header (the shell's components it shares with the pages come with it);
 * 5. the app itself, which then hydrates the page (boot.tsx).
 * Their chunks are all preloaded by the page (build/pages.ts), so a step waits for no download.
 */
async function start() {
  await import('react');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./session/SessionProvider');
  await nextTask();
  await import('./shell/ShellHeader');
  await nextTask();
  const { boot } = await import('./boot');
  boot(root);
}

start().catch((error: unknown) => console.error('The app could not start:', error));
