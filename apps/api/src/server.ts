import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES, runtimeSettingsElement } from '@hearth/data';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';
import type { AppContext } from './context';
import { type Database, isDatabaseUnavailable, openDatabase } from './db/client';
import { seed } from './db/seed';
import { ApiError } from './errors';
import { registerGraphql } from './graphql';
import { registerImageRoutes } from './images';
import { registerOutboxRoutes } from './outbox/routes';
import { byChannel, developmentTransport, logTransport, smtpTransport } from './outbox/transports';
import { OutboxWorker } from './outbox/worker';
import { registerResources } from './resources/register';
import { sweepKnownDevices } from './security/devices';
import { registerSecurityHeaders, withScriptHashes } from './security/headers';
import { registerInputChecks } from './security/inputs';
import { registerSecurity } from './security/plugin';
import { RateLimiter } from './security/rateLimit';
import { registerDemoRoutes } from './web/demo';
import { htmlEncoder, pageHtmlFrom } from './web/pageHtml';
import { registerWebRoutes } from './web/routes';
import { registerStorybook } from './web/storybook';

/** Paths the single-page app must never swallow: unknown API calls answer 404 JSON. */
const API_PREFIXES = ['/api/', '/graphql', '/gql-frontend-account', '/dev/', '/healthz', '/readyz'];

/**
 * An address of a file (an image, a script, a font...), never of a page: one the static files do
 * not have is a 404, not the app's HTML (a missing picture would otherwise load a whole page).
 */
const FILE_ADDRESS =
  /^\/images\/|\.(png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|woff2?|ttf|txt|json|xml|pdf)$/i;

/** Whether a request not matched by any route asks for one of the app's pages. */
export const isPageRequest = (method: string, url: string) => {
  const pathname = url.split('?')[0] ?? url;
  return (
    method === 'GET' && !API_PREFIXES.some((prefix) => url.startsWith(prefix)) && !FILE_ADDRESS.test(pathname)
  );
};

export type BuildOptions = {
  logger?: boolean;
  /** Where the log goes when `logger` is on (standard output by default); tests read it. */
  logStream?: { write(line: string): void };
  /** An already open database (tests share one per file); otherwise one is opened from config. */
  database?: Database;
};

export async function buildServer(config: ApiConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: process.env.LOG_LEVEL ?? 'info',
          // Passwords, codes and cookies never reach the logs.
          redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }));
  if (ownsDatabase) {
    await database.exclusively(async () => {
      await database.migrate();
      if (config.seed) await seed(database);
    });
  }

  // Without a provider for a channel, the development outbox (the table, /dev/outbox) is the
  // delivery outside prod; in prod such messages are only logged.
  const noProvider = config.environment === 'prod' ? logTransport(app.log) : developmentTransport;
  const smtp = config.smtpUrl ? smtpTransport(config.smtpUrl, 'Hearth <no-reply@hearth.test>') : undefined;
  const limiter = new RateLimiter(database.db, config.rateLimits);
  const outbox = new OutboxWorker(
    database.db,
    byChannel(smtp ?? noProvider, noProvider),
    config.outbox,
    app.log,
    async () => {
      await limiter.sweep();
      await sweepKnownDevices(database.db);
    },
  );
  const context: AppContext = { config, database, db: database.db, outbox, limiter };
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => {
    await outbox.stop();
    smtp?.close();
    if (ownsDatabase) await database.close();
  });
  app.decorate('hearth', context);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const contentSecurityPolicy = await registerSecurityHeaders(app);
  registerInputChecks(app);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      return reply.code(error.status).send({
        error: httpErrorName(error.status),
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).send({
        error: 'Service Unavailable',
        code: ERROR_CODES.unavailable,
        message: 'The database is unavailable. Please try again shortly.',
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({
        error: httpErrorName(status),
        code: ERROR_CODES.validation,
        message: (error as Error).message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ error: 'Internal Server Error', code: ERROR_CODES.internal, message: 'Something went wrong.' });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  const security = await registerSecurity(app);
  registerResources(app, security);
  await registerImageRoutes(app, security);
  await registerGraphql(app, security, contentSecurityPolicy);
  if (config.environment !== 'prod') {
    registerOutboxRoutes(app, database.db);
    registerDemoRoutes(app, database.db);
  }
  await registerWebRoutes(app);

  const hasApp = existsSync(path.join(config.staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      // '/' is a page like any other (below): compressed, and asked again each time.
      index: false,
      // The app's build writes .br and .gz beside each asset: sent as is to browsers that take them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every asset name: such a file never changes.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const devTools = config.environment !== 'prod';
  const storybookPath = devTools ? await registerStorybook(app, config.storybookDir) : null;
  const settings = { insuranceEnabled: config.insuranceEnabled, devTools, storybookPath };
  const pageHtml = hasApp ? pageHtmlFrom(config.staticDir, runtimeSettingsElement(settings)) : undefined;
  const encodeHtml = htmlEncoder();
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request.method, request.url) && pageHtml) {
      // Names this build's hashed chunks: asked again each time rather than kept.
      const page = pageHtml(request.url);
      const { body, encoding } = encodeHtml(page.html, request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', withScriptHashes(contentSecurityPolicy, page.scriptHashes))
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .send(body);
    }
    return reply
      .code(404)
      .send({ error: 'Not Found', code: ERROR_CODES.notFound, message: `No route for ${request.url}` });
  });

  return app;
}

function httpErrorName(status: number): string {
  return (
    {
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Conflict',
      413: 'Payload Too Large',
      429: 'Too Many Requests',
    }[status] ?? 'Error'
  );
}
