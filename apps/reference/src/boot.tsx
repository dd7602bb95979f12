import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { noteTypedValues } from './beforeHydration';
import { markHydrated } from './hydration';
import { preloadPage } from './router';
import { loadSiteHeader } from './shell/ShellHeader';

/** Renders the app into `container`: hydrates the HTML the build drew there, if any (main.tsx). */
export function boot(container: HTMLElement) {
  const drawnPage = container.dataset.prerendered === 'page';
  // A page the browser draws draws the logged-out header at once too: its code comes beside the
  // page's (a prerendered page leaves that header as drawn until it is reached for).
  const firstPage = drawnPage
    ? preloadPage(window.location.pathname)
    : Promise.allSettled([preloadPage(window.location.pathname), loadSiteHeader()]).then(() => undefined);
  const hydrate = (app: ReactNode) =>
    // As a transition, React hydrates in slices and lets the browser handle input in between,
    // instead of in one long task: the page is already drawn, there is no hurry to block for.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('The prerendered page was rendered again:', error),
      });
    });

  // The server's HTML is drawn at build time (src/prerender.tsx): the page itself, for a page that
  // draws from its path alone, else the loading shell every page first shows.
  switch (container.dataset.prerendered) {
    case 'page':
      // Hydrated once the page's code is in, so the page renders as the build did, not suspended.
      void firstPage.then(() => {
        const replay = noteTypedValues(container);
        const ready = () => {
          markHydrated();
          replay();
        };
        hydrate(<App firstPage={firstPage} prerendered onReady={ready} />);
      });
      break;
    case 'shell':
      // The loading shell shows nothing of the session: it may change while it hydrates.
      markHydrated();
      hydrate(<App firstPage={firstPage} prerendered={false} />);
      break;
    default:
      markHydrated();
      createRoot(container).render(<App firstPage={firstPage} prerendered={false} />);
  }
}
