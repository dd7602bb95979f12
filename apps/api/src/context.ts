import type { SessionDto } from '@hearth/data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from './config';
import type { Database, Db } from './db/client';
import type { Outbox } from './outbox/outbox';
import type { RateLimiter } from './security/rateLimit';
import type { Caller } from './security/sessions';

/** What every handler can reach: settings, the database, the outbox and the rate limiter. */
export interface AppContext {
  config: ApiConfig;
  database: Database;
  db: Db;
  outbox: Outbox;
  limiter: RateLimiter;
}

/** One request as a handler sees it. */
export interface RequestContext extends AppContext {
  caller: Caller | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller, or a 401. */
  requireCaller(): Caller;
  /** Starts a session for the user (rotating any current one) and sets the cookie. */
  logIn(userId: number): Promise<void>;
  /** Ends the current session and clears the cookie. */
  logOut(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with the session payload: it is read in the same query as the session. */
    readsSessionDto?: boolean;
  }
  interface FastifyInstance {
    hearth: AppContext;
  }
  interface FastifyRequest {
    caller: Caller | null;
    sessionToken: string | null;
    /** The session payload, when the route asked for it with the session (`readsSessionDto`). */
    sessionDto: SessionDto | null;
    csrfToken: string;
  }
}
