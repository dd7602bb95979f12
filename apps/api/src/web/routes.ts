import {
  ACCOUNT_BY_ID_PAGES,
  GENERAL_COMMUNICATIONS_PATH,
  LEGACY_ACCOUNT_PAGES,
  loginRedirectPath,
} from '@hearth/data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCurator } from '../security/sessions';
import { registerCsatRoutes } from './csat';
import { registerUnsubscribeRoutes } from './unsubscribe';

const BY_ID = new RegExp(`^/account/(${ACCOUNT_BY_ID_PAGES.join('|')})/(\\d+)/?$`);
const PUBLIC_ACCOUNT_PAGES = [/^\/account\/password-reset\/[^/]+\/?$/];
/** What an e-mail's link carries: the address (rlt, token), a list (link), the contact preferences' token. */
const EMAIL_LINK_PARAMS = ['rlt', 'token', 'link', 'verificationToken'];
/** Legacy paths answer their own redirects (below) before any guard. */
const LEGACY = new RegExp(
  `^/account/(${Object.keys(LEGACY_ACCOUNT_PAGES).join('|')}|notification-settings/token/[^/]+)/?$`,
);

/** The login, returning to `target`: General Communications has its own login address (spec 02 §2). */
const loginRedirect = (reply: FastifyReply, target: string) => reply.redirect(loginRedirectPath(target), 302);

/**
 * Server-side page guards and redirects for the reference app (spec 02 §2 route table). Pages that
 * pass fall through to the static files / SPA fallback.
 */
export async function registerWebRoutes(app: FastifyInstance) {
  await registerCsatRoutes(app);
  await registerUnsubscribeRoutes(app);
  // Each with or without a trailing slash, as the guard below lets both through to here.
  for (const slash of ['', '/']) {
    app.get<{ Params: { token: string } }>(
      `/account/notification-settings/token/:token${slash}`,
      (request, reply) =>
        reply.redirect(`${GENERAL_COMMUNICATIONS_PATH}?rlt=${encodeURIComponent(request.params.token)}`, 301),
    );
    for (const [legacy, page] of Object.entries(LEGACY_ACCOUNT_PAGES)) {
      app.get(`/account/${legacy}${slash}`, (request, reply) =>
        request.caller ? reply.redirect(`/account/${page}`, 301) : loginRedirect(reply, `/account/${page}`),
      );
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    // A cheap test first: this hook sees every request, and only account pages need the URL parsed.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.includes('/account')) return;
    const url = new URL(request.url, 'http://hearth.local');
    const path = url.pathname;
    if ((!path.startsWith('/account/') && path !== '/account') || LEGACY.test(path)) return;
    const verdict = guardAccountPage(path, url.searchParams, request);
    // Signed in but not allowed: the login without a way back, which would only send them here again.
    if (verdict === 'denied') return reply.redirect('/login', 302);
    if (verdict === 'login') return loginRedirect(reply, `${path}${url.search}`);
  });
}

/**
 * `allow` lets the page render; `login` sends the visitor to the login page with a return path;
 * `denied` is a signed-in user on a curator's page: the login without a return path (which sends
 * a signed-in user on to the main site).
 */
export function guardAccountPage(
  path: string,
  query: URLSearchParams,
  request: Pick<FastifyRequest, 'caller'>,
): 'allow' | 'login' | 'denied' {
  if (PUBLIC_ACCOUNT_PAGES.some((pattern) => pattern.test(path))) return 'allow';
  if (BY_ID.test(path)) {
    if (isCurator(request.caller)) return 'allow';
    return request.caller ? 'denied' : 'login';
  }
  // Any account page opened from an e-mail's link skips the user and runs the link's flow
  // (spec 02 §2, the account settings screen's parameters).
  if (EMAIL_LINK_PARAMS.some((name) => query.get(name))) return 'allow';
  return request.caller ? 'allow' : 'login';
}
