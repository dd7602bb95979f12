import '@hearth/ui/fonts.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { noteTypedValues } from './beforeHydration';
import { preloadPage } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const firstPage = preloadPage(window.location.pathname);
// The server sends a page prerendered at build time (src/prerender.tsx) with its markup in #root.
const prerendered = container.hasChildNodes();
if (prerendered) {
  // Hydrated once the page's code is in, so the page renders as the build did, not suspended.
  void firstPage.then(() => {
    const replay = noteTypedValues(container);
    const app = <App firstPage={firstPage} prerendered onReady={replay} />;
    // As a transition, React hydrates in slices and lets the browser handle input in between,
    // instead of in one long task: the page is already drawn, there is no hurry to block for.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('The prerendered page was rendered again:', error),
      });
    });
  });
} else {
  createRoot(container).render(<App firstPage={firstPage} prerendered={false} />);
}
