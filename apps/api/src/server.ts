import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';

/** Paths the single-page app must never swallow: unknown API calls answer 404 JSON. */
const API_PREFIXES = ['/api/', '/graphql', '/gql-frontend-account', '/dev/', '/healthz', '/readyz'];

export async function buildServer(
  config: ApiConfig,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  const hasApp = existsSync(config.staticDir);
  if (hasApp) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage && hasApp) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not Found', path: request.url });
  });

  return app;
}
