import { useRoutedLinkClicks } from '@hearth/ui';
import { Suspense, useEffect, useState } from 'react';
import { BUILD_YEAR, useCopyrightYear } from './copyrightYear';
import { useHydrating } from './island';
import { preloadable } from './preloadable';

/** The element around the footer, in the server's HTML and in the app. */
const FOOTER_ID = 'site-footer';

const liveFooter = preloadable(() => import('./LiveFooter').then((module) => module.LiveFooter));
/** Loads the footer's code: the build awaits it before drawing a page (prerender.tsx). */
export const loadFooter = liveFooter.preload;
const LiveFooter = liveFooter.Component;

/**
 * The page footer. Nothing in it changes while a page is open, so the footer the server drew is
 * left as its HTML: React does not hydrate its ~20 links and their styles (a share of every
 * page's first long task), and its code stays out of the pages' scripts. A plain click on one of
 * its same-site links still goes through the app's router. React renders it only where no server
 * drew it (the development server), or when the page was built in an earlier year than now.
 */
export function SiteFooter() {
  const onClick = useRoutedLinkClicks();
  const hydrating = useHydrating();
  // Chosen on the first render: a footer mounted later (not hydrated) has no drawn HTML to keep.
  const [live, setLive] = useState(!hydrating);
  const stale = useCopyrightYear() !== BUILD_YEAR;
  useEffect(() => {
    if (!stale || live) return;
    let current = true;
    // The drawn footer stays until the code that replaces it is in: it never goes blank.
    loadFooter().then(
      () => current && setLive(true),
      (error: unknown) => console.error('The footer could not be updated:', error),
    );
    return () => {
      current = false;
    };
  }, [stale, live]);
  if (live) {
    return (
      <div id={FOOTER_ID} key="live">
        <Suspense fallback={null}>
          <LiveFooter />
        </Suspense>
      </div>
    );
  }
  // An element whose inner HTML React sets, to nothing here, is one whose children React neither
  // hydrates nor removes: the server's footer stays as drawn.
  return (
    // biome-ignore lint/a11y: not a control: it routes its links' own clicks (Enter on a link clicks it too).
    <div
      id={FOOTER_ID}
      key="drawn"
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
