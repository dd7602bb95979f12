/**
 * Environments local, dev, qa and prod. A client pointed at prod from outside the
 * cluster is refused unless explicitly overridden, so a developer machine or a preview deploy
 * cannot write to production by accident.
 */

export const ENVIRONMENTS = ['local', 'dev', 'qa', 'prod'] as const;
export type HearthEnvironment = (typeof ENVIRONMENTS)[number];

export const ALLOW_PROD_ENV = 'HEARTH_ALLOW_PROD_OUTSIDE_CLUSTER';

/** Where the client runs; detected by default, injectable for tests. */
export interface RuntimeInfo {
  /** Node (or another server runtime with process.env): its environment variables. */
  env?: Readonly<Record<string, string | undefined>>;
  /** A browser: the page's hostname. */
  hostname?: string;
}

export interface EnvironmentGuardOptions {
  environment: HearthEnvironment;
  allowProdOutsideCluster?: boolean | undefined;
  /** Browsers: hostnames ending in this domain count as inside the production cluster. */
  productionDomain?: string | undefined;
}

export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

export function detectRuntime(): RuntimeInfo {
  const scope = globalThis as {
    process?: { env?: Record<string, string | undefined> };
    location?: { hostname?: string };
    document?: unknown;
  };
  // A page first: bundlers sometimes shim process.env in the browser.
  if (scope.document !== undefined && scope.location?.hostname !== undefined) {
    return { hostname: scope.location.hostname };
  }
  if (scope.process?.env) return { env: scope.process.env };
  return {};
}

function insideCluster(runtime: RuntimeInfo, productionDomain: string | undefined): boolean {
  if (runtime.env) return Boolean(runtime.env.KUBERNETES_SERVICE_HOST);
  if (runtime.hostname !== undefined && productionDomain) {
    const host = runtime.hostname.toLowerCase();
    const domain = productionDomain.toLowerCase().replace(/^\./, '');
    return host === domain || host.endsWith(`.${domain}`);
  }
  return false;
}

/** Throws EnvironmentError when the environment is unknown, or prod from outside the cluster. */
export function assertEnvironmentAllowed(
  options: EnvironmentGuardOptions,
  runtime: RuntimeInfo = detectRuntime(),
): void {
  const { environment } = options;
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    throw new EnvironmentError(
      `Unknown Hearth environment "${String(environment)}": use one of ${ENVIRONMENTS.join(', ')}.`,
    );
  }
  if (environment !== 'prod' || options.allowProdOutsideCluster) return;
  if (runtime.env?.[ALLOW_PROD_ENV] === '1' || runtime.env?.[ALLOW_PROD_ENV] === 'true') return;
  if (insideCluster(runtime, options.productionDomain)) return;
  const where = runtime.env
    ? 'KUBERNETES_SERVICE_HOST is not set'
    : `the page's host "${runtime.hostname ?? 'unknown'}" is not under the production domain${
        options.productionDomain ? ` "${options.productionDomain}"` : ' (no productionDomain given)'
      }`;
  throw new EnvironmentError(
    `Refusing to use the prod environment from outside the cluster (${where}). ` +
      `To override, pass allowProdOutsideCluster: true to createHearthClient or set ${ALLOW_PROD_ENV}=1.`,
  );
}
