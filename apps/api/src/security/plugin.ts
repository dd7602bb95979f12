import cookie from '@fastify/cookie';
import { ERROR_CODES, GENERAL_COMMUNICATIONS_PATH } from '@hearth/data';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context';
import { unauthenticated } from '../errors';
import { createKnownDevice, DEVICE_TTL_MS } from './devices';
import { createSession, deleteSession, loadSession } from './sessions';
import { randomToken, safeEqual } from './tokens';

export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** RFC 8058 one-click unsubscribe: mail clients POST without cookies; the token authenticates. */
const CSRF_EXEMPT = [new RegExp(`^${GENERAL_COMMUNICATIONS_PATH}(\\?|$)`)];
export const CSRF_MESSAGE = 'This page has expired. Click here to refresh the page.';

/** Probes and static files never need the session (and must not cost a database read). */
const needsSession = (url: string) => {
  const path = url.split('?')[0] ?? url;
  return !(path === '/healthz' || path === '/readyz' || /\.[a-z0-9]{1,8}$/i.test(path));
};

export function cookieNames(secure: boolean) {
  return {
    session: secure ? '__Host-hearth_session' : 'hearth_session',
    csrf: secure ? '__Host-hearth_csrf' : 'hearth_csrf',
    device: secure ? '__Host-hearth_device' : 'hearth_device',
  };
}

/**
 * Sessions and CSRF for every route. The session cookie is HttpOnly, SameSite=Lax and Secure
 * outside local. CSRF is a double-submit token: a readable cookie the client echoes in the
 * `x-csrf-token` header on every state-changing request (REST and GraphQL alike); each response
 * also carries the token in that header so clients on another origin can learn it.
 */
export async function registerSecurity(app: FastifyInstance) {
  const { config, database, db, outbox, limiter } = app.hearth;
  const secure = config.environment !== 'local';
  const names = cookieNames(secure);
  const cookieOptions = { path: '/', sameSite: 'lax' as const, secure };
  // Cleared with the attributes it was set with: a browser ignores a Set-Cookie for a __Host-
  // cookie without Secure, and the logged-out cookie would stay.
  const sessionCookieOptions = { ...cookieOptions, httpOnly: true };
  await app.register(cookie);

  app.decorateRequest('caller', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionDto', null);
  app.decorateRequest('csrfToken', '');

  app.addHook('onRequest', async (request, reply) => {
    const existing = request.cookies[names.csrf];
    request.csrfToken = existing && existing.length >= 32 ? existing : randomToken();
    if (request.csrfToken !== existing) {
      reply.setCookie(names.csrf, request.csrfToken, { ...cookieOptions, httpOnly: false });
    }
    reply.header(CSRF_HEADER, request.csrfToken);

    if (UNSAFE.has(request.method) && !CSRF_EXEMPT.some((pattern) => pattern.test(request.url))) {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !existing || !safeEqual(sent, existing)) {
        return reply.code(403).send({ error: 'Forbidden', code: ERROR_CODES.csrf, message: CSRF_MESSAGE });
      }
    }

    const token = request.cookies[names.session];
    if (token && needsSession(request.url)) {
      const session = await loadSession(db, token, { withDto: request.routeOptions.config.readsSessionDto });
      request.caller = session?.caller ?? null;
      request.sessionDto = session?.sessionDto ?? null;
      request.sessionToken = session ? token : null;
      // An unknown or ended session is simply no session. Its cookie is not cleared here: a
      // request still in flight with the old cookie when the user logs in would otherwise answer
      // after the login and clear the new session's cookie (logout, expiry and login replace it).
    }
  });

  // What a session is shown, and an answer that starts or ends one, is kept by no browser or proxy
  // cache. Static files are the same for everyone and keep their caching.
  const changedSession = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply) => {
    const carriesSession = Boolean(request.cookies?.[names.session]) && needsSession(request.url);
    if (carriesSession || changedSession.has(request)) reply.header('cache-control', 'no-store');
  });

  return {
    context(request: FastifyRequest, reply: FastifyReply): RequestContext {
      return {
        config,
        database,
        db,
        outbox,
        limiter,
        caller: request.caller,
        request,
        reply,
        requireCaller() {
          if (!request.caller) throw unauthenticated();
          return request.caller;
        },
        async logIn(userId) {
          if (request.sessionToken) await deleteSession(db, request.sessionToken);
          const value = await createSession(db, userId);
          request.sessionToken = value;
          reply.setCookie(names.session, value, sessionCookieOptions);
          changedSession.add(request);
          // A fresh CSRF token with the new session, so a token planted before login is useless.
          request.csrfToken = randomToken();
          reply.setCookie(names.csrf, request.csrfToken, { ...cookieOptions, httpOnly: false });
          reply.header(CSRF_HEADER, request.csrfToken);
        },
        deviceToken: request.cookies[names.device] || null,
        async rememberDevice(userId) {
          const token = await createKnownDevice(db, userId);
          reply.setCookie(names.device, token, {
            ...cookieOptions,
            httpOnly: true,
            maxAge: Math.floor(DEVICE_TTL_MS / 1000),
          });
        },
        async logOut() {
          if (request.sessionToken) await deleteSession(db, request.sessionToken);
          request.sessionToken = null;
          request.caller = null;
          reply.clearCookie(names.session, sessionCookieOptions);
          changedSession.add(request);
        },
      };
    },
  };
}

export type Security = Awaited<ReturnType<typeof registerSecurity>>;
