import { sitePaths } from '@hearth/data';
import { LinkRouterProvider, LoadingOverlay, useBrand, vars } from '@hearth/ui';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { isSeoPage } from '../pageRoutes';
import { useAddress, useNavigate, useNavigationCount } from '../routing';
import { SessionContext, useSession, useSignedInOnArrival } from '../session/SessionProvider';
import { AuthModalHost } from './AuthModalHost';
import { ShellBanners } from './ShellBanners';
import { HeaderPlaceholder, ShellHeader } from './ShellHeader';
import { SiteFooter } from './SiteFooter';
import { loadActiveProjectCount, photoSourcesOf } from './shellData';
import { useAsync } from './useAsync';

const SkipLink = styled.a`
  position: absolute;
  left: ${vars.space.lg};
  top: -100%;
  padding: ${vars.space.sm} ${vars.space.lg};
  background: ${vars.colors.surface};
  color: ${vars.colors.primary};
  z-index: ${vars.zIndices.tooltip};
  &:focus { top: ${vars.space.sm}; }
`;

const Main = styled.main`
  /* At least a screen tall: the footer starts below the fold, so a page that grows as it loads
     never pushes it (no layout shift). */
  min-height: 100vh;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${vars.space.xxl} ${vars.space.xl};
  &:focus { outline: none; }
`;

const MobileMenu = lazy(() => import('./mobileMenu').then((m) => ({ default: m.MobileMenu })));

export type AppShellProps = {
  /** Settles when the code of the page the app opened on is in. */
  firstPage: Promise<void>;
  /**
   * The page came as HTML rendered at build time, before the session was read (src/prerender.tsx):
   * it shows at once, as rendered, while the session is read, instead of after.
   */
  prerendered: boolean;
  /**
   * The first page is seen signed in (`signedIn` in pageRoutes.ts): its header waits for the
   * first read of the session even when the page shows at once, rather than show a visitor's.
   */
  signedInPage?: boolean;
  /** Called once, when the first page has rendered (or hydrated) and handles its events. */
  onReady?: () => void;
  /** The routes: the page at the address. */
  children?: ReactNode;
};

/** The page shell every route renders inside: banners, the audience's header, menu, footer. */
export function AppShell({ firstPage, prerendered, signedInPage = false, onReady, children }: AppShellProps) {
  const session = SessionContext.useActorRef();
  const { userContext, company } = useSession('userContext', 'company');
  const firstReadDone = useSignedInOnArrival() !== undefined;
  const { imagesHost, webBaseUrl } = useBrand();
  const { pathname } = useAddress();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpenState] = useState(false);
  // The menu's code loads when it is first opened; from then on it stays, to animate its closing.
  const [menuUsed, setMenuUsed] = useState(false);
  const setMenuOpen = useCallback((open: boolean) => {
    if (open) setMenuUsed(true);
    setMenuOpenState(open);
  }, []);
  const userId = userContext?.userId;
  // No count without a user: settling on undefined again renders nothing again.
  const activeProjects = useAsync(
    (signal) => (userId ? loadActiveProjectCount(userId, signal) : Promise.resolve(undefined)),
    [userId],
  );
  const logOut = useCallback(() => session.send({ type: 'user.logout' }), [session]);
  // A visitor on a search-engine landing page gets the menu's discover variant.
  const discoverMenu = isSeoPage(pathname) && !userContext;
  const installApp = useCallback(() => {
    window.location.assign(`${webBaseUrl}${sitePaths.installApp}`);
  }, [webBaseUrl]);
  // Only the first read holds the page back (a prerendered page is not held): a later one (after
  // a login in the modal, a new photo) refreshes the header in place and leaves the page, and what
  // was typed in it, alone. The first page's code is waited for too: a page that suspended behind
  // the loading overlay would be held back a further ~300 ms by React once its code came in.
  const [pageShown, setPageShown] = useState(prerendered);
  useEffect(() => {
    if (!firstReadDone) return;
    let current = true;
    firstPage.then(() => {
      // The page and the header come in together: as a transition React renders them in slices.
      if (current) startTransition(() => setPageShown(true));
    });
    return () => {
      current = false;
    };
  }, [firstReadDone, firstPage]);

  // Made once: the shell renders again on every change of the session (its first read, a login
  // in the modal), and a new navigate would render every link again, a new page element the
  // whole page. The page and the links follow their own state.
  const navigateTo = useCallback((path: string) => navigate(path), [navigate]);
  const page = useMemo(
    () =>
      pageShown ? (
        // A page's chunk loads on first visit; later navigations keep the old page meanwhile.
        <Suspense fallback={<LoadingOverlay />}>
          {children}
          <PageReady onReady={onReady} />
        </Suspense>
      ) : (
        <LoadingOverlay />
      ),
    [pageShown, onReady, children],
  );
  // The header and banners are made again only when what they show changes: the shell renders
  // again when the first read of the session ends, and the whole header with it cost a long task.
  const holdHeader = !pageShown || (signedInPage && !firstReadDone);
  const header = useMemo(
    () =>
      holdHeader ? (
        <HeaderPlaceholder />
      ) : (
        <ShellHeader
          session={{ userContext, company }}
          menuOpen={menuOpen}
          onMenuOpenChange={setMenuOpen}
          onLogOut={logOut}
        />
      ),
    [holdHeader, userContext, company, menuOpen, setMenuOpen, logOut],
  );
  const banners = useMemo(() => <ShellBanners />, []);
  const footer = useMemo(() => <SiteFooter />, []);

  // A link chosen in the mobile menu navigates: the menu closes with the navigation, the one to
  // the page already shown too.
  const navigations = useNavigationCount();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation.
  useEffect(() => setMenuOpen(false), [pathname, navigations]);

  return (
    <LinkRouterProvider navigate={navigateTo}>
      <AuthModalHost>
        <SkipLink href="#main">Skip to content</SkipLink>
        {banners}
        {header}
        {menuUsed ? (
          <Suspense fallback={null}>
            <MobileMenu
              isOpen={menuOpen}
              onOpenChange={setMenuOpen}
              variant={discoverMenu ? 'discover' : 'default'}
              onInstallApp={installApp}
              user={
                userContext
                  ? {
                      displayName: userContext.displayName,
                      firstName: userContext.hearthUser.firstName,
                      photoSources: photoSourcesOf(userContext, imagesHost),
                    }
                  : null
              }
              activeProjectCount={activeProjects ?? 0}
              onLogOut={logOut}
            />
          </Suspense>
        ) : null}
        <Main id="main" tabIndex={-1}>
          {page}
        </Main>
        {footer}
      </AuthModalHost>
    </LinkRouterProvider>
  );
}

/**
 * Marks the app ready once the page beside it has rendered: in the same Suspense boundary, its
 * effect runs only when the page's has (a prerendered page is hydrated boundary by boundary).
 * From then on forms send (index.html holds them back until then); the tests wait for it too.
 */
function PageReady({ onReady }: { onReady: (() => void) | undefined }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    onReady?.();
  }, [onReady]);
  return null;
}
