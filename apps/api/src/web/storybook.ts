import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const STORYBOOK_PATH = '/storybook/';

/**
 * Storybook's own pages run inline and evaluated scripts that the app's policy refuses. It is a
 * development tool (never served in prod), read by the people building the app.
 */
const STORYBOOK_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
].join(';');

/** Serves a built Storybook at /storybook/ when the folder holds one; its path, else null. */
export async function registerStorybook(app: FastifyInstance, dir: string): Promise<string | null> {
  if (!existsSync(path.join(dir, 'index.html'))) return null;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(STORYBOOK_PATH)) reply.header('content-security-policy', STORYBOOK_POLICY);
    done();
  });
  await app.register(fastifyStatic, { root: dir, prefix: STORYBOOK_PATH, decorateReply: false });
  return STORYBOOK_PATH;
}
