/**
 * Renders a page to HTML at build time (vite.config.ts loads this module in Node), as a visitor
 * who is not signed in sees it before the session was read. The browser hydrates that HTML
 * (main.tsx) instead of drawing the page only once its JavaScript ran.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { preloadPage } from './router';

export type PrerenderedPage = {
  /** The markup that goes inside `#root`. */
  markup: string;
  /** The page's styles, as `<style>` tags for the head. */
  styles: string;
};

export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const firstPage = preloadPage(pathname);
  await firstPage;
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(<App firstPage={firstPage} prerendered location={pathname} />),
    );
    return { markup, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
