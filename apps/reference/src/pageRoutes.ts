/**
 * The pages that are their own chunk, most specific path first: the server takes the first that
 * matches. router.tsx loads each `module`; the build lists the chunks each page loads
 * (`dist/pages.json`, see build/pages.ts), and the server's HTML for an address of that page
 * preloads them, so they download beside the app's entry instead of after it ran.
 */
export interface PageRoute {
  /** A React Router path below `/`: `:name` is one segment, `:name?` an optional last one. */
  readonly path: string;
  /** The page's file, as the build manifest names it. */
  readonly module: string;
  /** Seen signed in: the signed-in header loads with it. */
  readonly signedIn?: true;
  /**
   * Rendered at build time as a visitor sees it (src/prerender.tsx), and sent as HTML for its
   * bare address. Only for a page whose first render depends on nothing but its path.
   */
  readonly prerender?: true;
}

export const SIGNED_IN_HEADER_MODULE = 'src/shell/SignedInHeader.tsx';

export const pageRoutes = [
  { path: 'login', module: 'src/pages/auth/LoginRoute.tsx', prerender: true },
  { path: 'signup', module: 'src/pages/auth/SignupRoute.tsx', prerender: true },
  { path: 'set-password/:token?', module: 'src/pages/auth/SetPasswordRoute.tsx' },
  { path: 'account/password-reset/:token', module: 'src/pages/auth/PasswordResetRoute.tsx' },
  // The settings pages and their curator by-id views (general-communications included).
  { path: 'account/:page/:userId?', module: 'src/pages/account/AccountRoute.tsx', signedIn: true },
  { path: 'csat/:surveyId', module: 'src/pages/survey/SurveyRoute.tsx' },
] as const satisfies readonly PageRoute[];

export type PageModule = (typeof pageRoutes)[number]['module'];
