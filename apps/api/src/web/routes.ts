import type { FastifyInstance } from 'fastify';

/** Server-side page guards and redirects for the reference app. */
export async function registerWebRoutes(_app: FastifyInstance) {}
