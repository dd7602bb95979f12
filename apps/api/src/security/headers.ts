import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // styled-components writes <style> elements at run time, and the prerendered pages carry
      // the rules it collected; React Aria sets style attributes. Styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // No 'unsafe-inline': the app's pages name each of their inline scripts by its hash
      // (withScriptHashes). The card provider's script is the only one from another host.
      scriptSrc: ["'self'", 'https://js.stripe.com'],
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
 * response (no per-request nonces: a page's inline scripts are named by hash), yet @fastify/helmet
 * builds helmet again, CSP parsing included, on each request: they are taken once from the plugin
 * itself and then set as they are. Returns the Content-Security-Policy, for pages to extend.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<string> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const policy = headers['content-security-policy'];
  if (!policy) throw new Error('helmet set no Content-Security-Policy');
  return policy;
}

/** `policy` with these `'sha256-...'` sources added to its script-src. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (directive.startsWith('script-src ') ? [directive, ...hashes].join(' ') : directive))
    .join(';');
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
