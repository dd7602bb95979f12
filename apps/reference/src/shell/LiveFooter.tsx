import { Footer } from '@hearth/ui';
import { useCopyrightYear } from './copyrightYear';

/** The footer as React renders it: the server always (SiteFooter.tsx), the browser seldom. */
export function LiveFooter() {
  return <Footer year={useCopyrightYear()} />;
}
