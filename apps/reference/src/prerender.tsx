/**
 * Renders the app to HTML at build time (build/pages.ts loads this module in Node through Vite),
 * as a visitor who is not signed in sees it before the session was read. The browser hydrates
 * that HTML (boot.tsx) instead of drawing anything only once its JavaScript ran.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import type { AppRouterProps } from './router';
import { preloadPage } from './router';
import { loadSiteHeader } from './shell/ShellHeader';
import { loadFooter } from './shell/SiteFooter';

export type PrerenderedPage = {
  /** The markup that goes inside `#root`. */
  markup: string;
  /** Its styles, as `<style>` tags for the head. */
  styles: string;
};

/** A page that draws from its path alone (`prerender` in pageRoutes.ts), shown at once. */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const firstPage = preloadPage(pathname);
  await Promise.all([firstPage, loadFooter(), loadSiteHeader()]);
  return render({ firstPage, prerendered: true, location: pathname });
}

/**
 * The shell as every other page first draws it, whatever its address: banners, the header's
 * place, the loading overlay and the footer, while the session is read.
 */
export async function prerenderShell(): Promise<PrerenderedPage> {
  await loadFooter();
  return render({ firstPage: Promise.resolve(), prerendered: false, location: '/' });
}

function render(props: AppRouterProps): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(<App {...props} />));
    return { markup, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
