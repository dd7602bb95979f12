import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', "'unsafe-inline'", 'https://unpkg.com'],
      frameSrc: ["'self'", 'https://js.stripe.com'],
      connectSrc: [
        "'self'",
        'https://api.mapbox.com',
        'https://maps.googleapis.com',
        'https://api.stripe.com',
      ],
    },
  },
};

/**
 * Helmet's security headers (CSP and the rest) on every response. They are the same for every
 * response (no per-request nonces), yet @fastify/helmet builds helmet again, CSP parsing included,
 * on each request: they are taken once from the plugin itself and then set as they are.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  let headers: Record<string, string> = {};
  // At the handler, the raw response holds exactly what helmet set.
  probe.get('/', (_request, reply) => {
    headers = Object.fromEntries(
      Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}
