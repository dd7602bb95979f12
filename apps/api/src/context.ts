import type { SessionDto } from '@hearth/data';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from './config';
import type { Database, Db } from './db/client';
import type { OutboxWorker } from './outbox/worker';
import type { RateLimiter } from './security/rateLimit';
import type { Caller } from './security/sessions';

/** What every handler can reach: settings, the database, the outbox's worker and the rate limiter. */
export interface AppContext {
  config: ApiConfig;
  database: Database;
  db: Db;
  /** Delivers what `enqueue` wrote to the outbox; `nudge()` it after a commit that wrote some. */
  outbox: OutboxWorker;
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
  /** The browser's device cookie (see security/devices.ts), when it sent one. */
  deviceToken: string | null;
  /** Marks this browser as a known device of the user (a new device cookie). */
  rememberDevice(userId: number): Promise<void>;
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
