/**
 * The pages that are their own chunk, most specific path first: the server takes the first that
 * matches. router.tsx loads each `module`; the build lists the chunks each page loads
 * (`dist/pages.json`, see build/pages.ts), and the server's HTML for an address of that page
 * preloads them, so they download beside the app's entry instead of after it ran.
 */
import { ACCOUNT_PANEL_MODULES, ACCOUNT_ROUTE_SECTIONS } from './pages/account/accountRoutes';

export interface PageRoute {
  /** A route path below `/` (wouter's): `:name` is one segment, `:name?` an optional last one. */
  readonly path: string;
  /** The page's file, as the build manifest names it. */
  readonly module: string;
  /** Seen signed in: the signed-in header loads with it. */
  readonly signedIn?: true;
  /**
   * The bare addresses (no query) rendered at build time (src/prerender.tsx) and sent as that HTML:
   * the page as first drawn, before the session is read. Only for a page whose first render
   * depends on nothing but its path there.
   */
  readonly prerender?: readonly string[];
  /**
   * For some of those addresses, the lazy modules they load at once beyond the page's own (the
   * account panel an address opens): their HTML preloads them too.
   */
  readonly addressModules?: Readonly<Record<string, readonly string[]>>;
  /**
   * A search-engine landing page: a visitor sees the SEO header and the mobile menu's discover
   * variant (Professionals, How It Works, Install app).
   */
  readonly seo?: true;
}

export const SIGNED_IN_HEADER_MODULE = 'src/shell/SignedInHeader.tsx';

export const pageRoutes = [
  { path: '', module: 'src/pages/site/HomePage.tsx' },
  { path: 'project-cost/:slug?', module: 'src/pages/site/CostGuidePage.tsx', seo: true },
  { path: 'pro', module: 'src/pages/site/ProLandingPage.tsx' },
  { path: 'login', module: 'src/pages/auth/LoginRoute.tsx', prerender: ['login'] },
  { path: 'signup', module: 'src/pages/auth/SignupRoute.tsx', prerender: ['signup'] },
  { path: 'set-password/:token?', module: 'src/pages/auth/SetPasswordRoute.tsx' },
  { path: 'account/password-reset/:token', module: 'src/pages/auth/PasswordResetRoute.tsx' },
  // The settings pages and their curator by-id views (general-communications included).
  // Each settings page first draws its title, its panels loading (not a curator's by-id view).
  {
    path: 'account/:page/:userId?',
    module: 'src/pages/account/AccountRoute.tsx',
    signedIn: true,
    prerender: Object.keys(ACCOUNT_ROUTE_SECTIONS).map((page) => `account/${page}`),
    addressModules: Object.fromEntries(
      Object.entries(ACCOUNT_ROUTE_SECTIONS).flatMap(([page, section]) =>
        section === 'profile' ? [] : [[`account/${page}`, [ACCOUNT_PANEL_MODULES[section]]]],
      ),
    ),
  },
  { path: 'csat/:surveyId', module: 'src/pages/survey/SurveyRoute.tsx' },
] as const satisfies readonly PageRoute[];

export type PageModule = (typeof pageRoutes)[number]['module'];

/** Whether `pathname` is an address of a search-engine landing page (`seo` above). */
export function isSeoPage(pathname: string): boolean {
  const [, first = ''] = pathname.split('/');
  return pageRoutes.some((page) => 'seo' in page && page.path.split('/')[0] === first);
}
