import { LEGACY_ACCOUNT_PAGES, loginRedirectPath } from '@hearth/data';
import { formatMessage, messages } from '@hearth/machines';
import {
  type AccountSection,
  AccountSettingsScreen,
  type AccountViewer,
  AccountViewProvider,
  Banner,
} from '@hearth/ui';
import { Suspense, useEffect } from 'react';
import { Redirect, useParams } from 'wouter';
import { withEmail } from '../../flows/account/records';
import { useAddress, useNavigate, useSearchParams } from '../../routing';
import { useSession, useSignedInOnArrival } from '../../session/SessionProvider';
import { preloadable } from '../../shell/preloadable';
import { NotFoundPage } from '../NotFoundPage';
import { useDocumentTitle } from '../useDocumentTitle';
import { AccountScreen, preloadPanelOf } from './AccountScreen';
import { ACCOUNT_ROUTE_SECTIONS, BY_ID_PAGES, CURATOR_ROLE } from './accountRoutes';
import { PanelLoadFailure } from './panels/PanelLoadFailure';
import { useAccountRecords } from './useAccountRecords';
import { usePhoneVerificationLink } from './usePhoneVerificationLink';

// What an e-mail's link carries: the address (token, rlt), a list (link), the contact
// preferences' token (verificationToken). Any of them opens the page without a login.
const EMAIL_LINK_PARAMS = ['token', 'rlt', 'link', 'verificationToken'];

// The page of an e-mail's link is its own chunk: a signed-in settings page never loads it.
const emailSubscriptions = preloadable(() =>
  import('../subscriptions/EmailSubscriptionsRoute').then((module) => module.EmailSubscriptionsRoute),
);

// The toast of a phone verification link is its own chunk, loaded only when the address is one.
const phoneVerificationResult = preloadable(() =>
  import('./panels/PhoneVerificationResult').then((module) => module.PhoneVerificationResult),
);

/**
 * /account/<page>[/<userId>] (spec 02 §2): login required; the by-id pages are a curator's view
 * of a customer's account, anyone else goes to the login. Any of them opened from an e-mail's link
 * (a token in the query) needs no login and shows the email-subscription page.
 */
export function AccountRoute() {
  const { page: pageParam = '', userId: userIdParam } = useParams();
  const [search] = useSearchParams();
  const location = useAddress();
  const navigate = useNavigate();
  // A legacy page (the server answers it with a 301) that the app followed itself, from a link in
  // it: shown as its new page at once, in place, and its address replaced.
  const legacyTarget = userIdParam === undefined ? ownValue(LEGACY_ACCOUNT_PAGES, pageParam) : undefined;
  const page = legacyTarget ?? pageParam;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new legacy address is replaced.
  useEffect(() => {
    if (legacyTarget) navigate(`/account/${legacyTarget}${location.search}`, { replace: true });
  }, [legacyTarget]);
  const { userContext } = useSession('userContext');
  const sessionRead = useSignedInOnArrival() !== undefined;
  useDocumentTitle('Account Settings');
  const section = ownValue(ACCOUNT_ROUTE_SECTIONS, page);
  const hasUnsubscribeToken = EMAIL_LINK_PARAMS.some((name) => search.get(name));
  // The code of what this address shows loads while the session is read.
  useEffect(() => {
    // A preload is a head start only: a failed one is loaded again when the page renders
    // (preloadable), and fails visibly there if it must.
    if (!userIdParam && hasUnsubscribeToken) void emailSubscriptions.preload().catch(() => undefined);
    else if (section) preloadPanelOf(section);
  }, [section, userIdParam, hasUnsubscribeToken]);
  if (!section) return <NotFoundPage />;
  // Drawn so at build time (pageRoutes.ts), before anyone is known: the title, the panels loading.
  if (!sessionRead) return <AccountSettingsScreen loading />;

  // An e-mail's link on any account page skips the user and runs the link's flow (spec 02 §2).
  if (!userIdParam && (hasUnsubscribeToken || (page === 'general-communications' && !userContext)))
    return <emailSubscriptions.Component />;

  const toLogin = <Redirect replace to={loginRedirectPath(location.pathname + location.search)} />;
  if (!userContext) return toLogin;
  if (userIdParam === undefined) return <LoadedAccount userId={userContext.userId} section={section} />;

  const viewedUserId = Number(userIdParam);
  const isCurator = userContext.roles.includes(CURATOR_ROLE);
  if (!BY_ID_PAGES.has(page) || !/^\d+$/.test(userIdParam)) return <NotFoundPage />;
  // Signed in but not a curator: the login without a way back (as the server does), which sends a
  // signed-in user on to the main site instead of back here in a loop.
  if (!isCurator) return <Redirect replace to="/login" />;
  // A curator's by-id page of their own account is simply their account.
  const asCurator = viewedUserId !== userContext.userId;
  return <LoadedAccount key={viewedUserId} userId={viewedUserId} section={section} asCurator={asCurator} />;
}

/** The record's own entry for an address's segment (`/account/constructor` is not a page). */
function ownValue<Value>(record: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Loads the records; a curator's banner names the customer, so the viewer waits for the user. */
function LoadedAccount({
  userId,
  section,
  asCurator = false,
}: {
  userId: number;
  section: AccountSection;
  asCurator?: boolean;
}) {
  const phoneVerification = usePhoneVerificationLink();
  const state = useAccountRecords(userId, phoneVerification);
  // A head start only: a failed preload is loaded again when the toast renders.
  useEffect(() => {
    if (phoneVerification) void phoneVerificationResult.preload().catch(() => undefined);
  }, [phoneVerification]);
  if (state.status === 'loading') return <AccountSettingsScreen loading />;
  // Not spec copy: the spec quotes no message for an account that cannot be shown.
  if (state.status === 'notFound')
    return (
      <AccountSettingsScreen
        problem={
          <Banner variant="error" title={messages.accountPage.noSuchUserTitle}>
            {formatMessage(messages.accountPage.noSuchUserBody, { userId })}
          </Banner>
        }
      />
    );
  if (state.status === 'failed')
    return (
      <AccountSettingsScreen
        problem={
          <Banner
            variant="error"
            title={messages.accountPage.loadFailedTitle}
            action={{ label: 'Try again', onPress: state.retry }}
          >
            {messages.accountPage.loadFailedBody}
          </Banner>
        }
      />
    );
  const { user } = state.records;
  const viewer: AccountViewer = asCurator
    ? {
        kind: 'curator',
        viewedUserId: userId,
        viewedUserName: `${user.firstName} ${user.lastName}`.trim() || user.emailAddress,
      }
    : { kind: 'owner' };
  return (
    <AccountViewProvider viewer={viewer}>
      <AccountScreen
        records={state.records}
        section={section}
        onEmailSaved={(email) => state.update((records) => withEmail(records, email))}
      >
        {phoneVerification ? (
          <PanelLoadFailure onRetry={phoneVerificationResult.retry}>
            <Suspense fallback={null}>
              <phoneVerificationResult.Component confirmation={phoneVerification} />
            </Suspense>
          </PanelLoadFailure>
        ) : null}
      </AccountScreen>
    </AccountViewProvider>
  );
}
