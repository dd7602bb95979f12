import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_OUTBOX_TIMINGS, type OutboxTimings } from './outbox/worker';

export const ENVIRONMENTS = ['local', 'dev', 'qa', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export type ApiConfig = {
  host: string;
  port: number;
  environment: Environment;
  /** The built reference app served at `/`; nothing is served there when the folder is missing. */
  staticDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  /** SMTP server for e-mail; when absent the development outbox (the table itself) is the delivery. */
  smtpUrl?: string;
  /** 32-byte key (hex or base64) for unsubscribe tokens (AES-256-GCM). */
  secretKey: Buffer;
  /** Public address of the web app, used in e-mailed links. */
  webBaseUrl: string;
  /**
   * `{product}`, the brand name its e-mails and calls say (HEARTH_PRODUCT_NAME, else the app's
   * VITE_HEARTH_PRODUCT_NAME, so one setting can name both; default Hearth).
   */
  productName: string;
  /** Back-office address; the curator's password link points at `{backOfficeUrl}/users/{id}`. */
  backOfficeUrl: string;
  /** Seeds demo data at start (idempotent). */
  seed: boolean;
  /** Rate limits per bucket; tests lower them. */
  rateLimits: RateLimits;
  /** Seconds before another sign-up code may be sent to the same address. */
  codeResendCooldownSeconds: number;
  /** Show the Insurance dropdown (HEARTH_INSURANCE_ENABLED=true): a runtime setting of the pages. */
  insuranceEnabled: boolean;
  /** A built Storybook to serve at /storybook/ outside prod, when the folder exists. */
  storybookDir: string;
  /** The outbox worker's poll, lease and retry timings (tests shorten them). */
  outbox: OutboxTimings;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (Fastify's `trustProxy`):
   * false, a number of hops, or addresses and CIDR ranges. Per-address rate limits count by it.
   */
  trustProxy: boolean | number | string[];
};

export const DEFAULT_CODE_RESEND_COOLDOWN_SECONDS = 30;

export const DEFAULT_PRODUCT_NAME = 'Hearth';

export type RateLimits = Record<
  'login' | 'code' | 'password' | 'phoneVerification',
  { max: number; windowMs: number }
>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, windowMs: 15 * 60_000 },
  code: { max: 10, windowMs: 15 * 60_000 },
  password: { max: 10, windowMs: 15 * 60_000 },
  phoneVerification: { max: 5, windowMs: 15 * 60_000 },
};

export const TEST_RATE_LIMITS: RateLimits = {
  login: { max: 1000, windowMs: 60_000 },
  code: { max: 1000, windowMs: 60_000 },
  password: { max: 1000, windowMs: 60_000 },
  phoneVerification: { max: 1000, windowMs: 60_000 },
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The key local and test runs use when none is configured; prod refuses to start with it. */
const DEVELOPMENT_SECRET = Buffer.alloc(32, 7);

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  const environment = (env.HEARTH_ENV ?? 'local') as Environment;
  if (!ENVIRONMENTS.includes(environment)) {
    throw new ConfigError(`HEARTH_ENV must be one of ${ENVIRONMENTS.join(', ')}, got "${env.HEARTH_ENV}"`);
  }
  if (environment === 'prod') {
    const inCluster = Boolean(env.KUBERNETES_SERVICE_HOST);
    if (!inCluster && env.HEARTH_ALLOW_PROD_OUTSIDE_CLUSTER !== '1') {
      throw new ConfigError(
        'Refusing to start with HEARTH_ENV=prod outside the cluster. Set HEARTH_ALLOW_PROD_OUTSIDE_CLUSTER=1 to override.',
      );
    }
    if (!env.HEARTH_SECRET_KEY)
      throw new ConfigError('HEARTH_ENV=prod needs HEARTH_SECRET_KEY (32 bytes, hex).');
    if (env.HEARTH_RATE_LIMIT_SCALE)
      throw new ConfigError('HEARTH_RATE_LIMIT_SCALE is for tests: not allowed in prod.');
    if (env.HEARTH_CODE_COOLDOWN_SECONDS)
      throw new ConfigError('HEARTH_CODE_COOLDOWN_SECONDS is for tests: not allowed in prod.');
    if (!env.SMTP_URL)
      throw new ConfigError('HEARTH_ENV=prod needs SMTP_URL: the development outbox is off in prod.');
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    environment,
    staticDir: env.HEARTH_STATIC_DIR ?? path.join(repoRoot, 'apps/reference/dist'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.HEARTH_DATA_DIR ?? path.join(repoRoot, '.data/pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    secretKey: env.HEARTH_SECRET_KEY ? parseKey(env.HEARTH_SECRET_KEY) : DEVELOPMENT_SECRET,
    webBaseUrl: env.HEARTH_WEB_BASE_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${port}`,
    backOfficeUrl: env.HEARTH_BACK_OFFICE_URL ?? 'https://backoffice.hearth.example',
    productName:
      env.HEARTH_PRODUCT_NAME?.trim() || env.VITE_HEARTH_PRODUCT_NAME?.trim() || DEFAULT_PRODUCT_NAME,
    seed: env.HEARTH_SEED !== '0',
    rateLimits: scaledRateLimits(env.HEARTH_RATE_LIMIT_SCALE),
    codeResendCooldownSeconds: codeCooldown(env.HEARTH_CODE_COOLDOWN_SECONDS),
    insuranceEnabled: flag('HEARTH_INSURANCE_ENABLED', env.HEARTH_INSURANCE_ENABLED),
    storybookDir: env.HEARTH_STORYBOOK_DIR ?? path.join(repoRoot, 'storybook-static'),
    outbox: outboxTimings(env),
    trustProxy: trustProxy(env.HEARTH_TRUST_PROXY),
  };
}

/**
 * HEARTH_TRUST_PROXY: behind a load balancer every request comes from its address, and the
 * per-address limits would count all clients as one. A whole number trusts that many hops; else a
 * comma-separated list of the proxies' addresses or CIDR ranges.
 */
function trustProxy(text: string | undefined): ApiConfig['trustProxy'] {
  if (!text?.trim()) return false;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * HEARTH_OUTBOX_POLL_MS, HEARTH_OUTBOX_LEASE_MS and HEARTH_OUTBOX_RETRY_BASE_MS tune the delivery
 * worker (the multi-instance tests shorten the lease to see a dead instance's messages taken over).
 */
function outboxTimings(env: NodeJS.ProcessEnv): OutboxTimings {
  const read = (name: string, fallback: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) {
      throw new ConfigError(`${name} must be a whole number of milliseconds from 1, got "${text}"`);
    }
    return value;
  };
  return {
    ...DEFAULT_OUTBOX_TIMINGS,
    pollMs: read('HEARTH_OUTBOX_POLL_MS', DEFAULT_OUTBOX_TIMINGS.pollMs),
    leaseMs: read('HEARTH_OUTBOX_LEASE_MS', DEFAULT_OUTBOX_TIMINGS.leaseMs),
    retryBaseMs: read('HEARTH_OUTBOX_RETRY_BASE_MS', DEFAULT_OUTBOX_TIMINGS.retryBaseMs),
  };
}

/** A yes/no setting: `true` or `1`, `false` or `0`; unset is no. */
function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

/**
 * HEARTH_CODE_COOLDOWN_SECONDS shortens the sign-up code's resend cooldown, so the end-to-end
 * test of 'Send again' does not wait 30 s. Never in prod.
 */
function codeCooldown(seconds: string | undefined): number {
  if (seconds === undefined) return DEFAULT_CODE_RESEND_COOLDOWN_SECONDS;
  const value = Number(seconds);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`HEARTH_CODE_COOLDOWN_SECONDS must be a whole number from 1, got "${seconds}"`);
  }
  return value;
}

/**
 * HEARTH_RATE_LIMIT_SCALE multiplies every allowance: end-to-end runs sign in many times from
 * one address. Never in prod.
 */
function scaledRateLimits(scale: string | undefined): RateLimits {
  if (scale === undefined) return DEFAULT_RATE_LIMITS;
  const factor = Number(scale);
  if (!Number.isInteger(factor) || factor < 1) {
    throw new ConfigError(`HEARTH_RATE_LIMIT_SCALE must be a whole number from 1, got "${scale}"`);
  }
  return Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([bucket, limit]) => [
      bucket,
      { ...limit, max: limit.max * factor },
    ]),
  ) as RateLimits;
}

/** Settings for an in-process test server: in-memory database, development outbox, seeded. */
export function testConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    environment: 'local',
    staticDir: path.join(repoRoot, 'apps/reference/dist'),
    dataDir: undefined,
    secretKey: DEVELOPMENT_SECRET,
    webBaseUrl: 'http://127.0.0.1:4000',
    backOfficeUrl: 'https://backoffice.hearth.example',
    productName: DEFAULT_PRODUCT_NAME,
    seed: true,
    // Tests share one address: they get roomy limits, and the rate-limit tests set their own.
    rateLimits: TEST_RATE_LIMITS,
    codeResendCooldownSeconds: DEFAULT_CODE_RESEND_COOLDOWN_SECONDS,
    insuranceEnabled: false,
    // None unless a test gives one: a Storybook built in the repo must not change what tests see.
    storybookDir: '',
    outbox: DEFAULT_OUTBOX_TIMINGS,
    trustProxy: false,
    ...overrides,
  };
}

function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new ConfigError('HEARTH_SECRET_KEY must be 32 bytes (64 hex characters).');
  return key;
}
