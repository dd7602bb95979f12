import { describe, expect, test } from 'vitest';
import { ConfigError, readConfig } from './config';

const KEY = 'ab'.repeat(32);
/** A complete prod setup, in a cluster: only the setting under test can make it fail. */
const PROD = { HEARTH_ENV: 'prod', KUBERNETES_SERVICE_HOST: '1', HEARTH_SECRET_KEY: KEY, SMTP_URL: 's://x' };

describe('readConfig', () => {
  test('HEARTH_TRUST_PROXY: off by default, a number of hops, or the proxies addresses', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ HEARTH_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ HEARTH_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  test('defaults: local, 127.0.0.1:4000, embedded database in .data, development outbox', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      environment: 'local',
      host: '127.0.0.1',
      port: 4000,
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\.data[/\\]pglite$/);
  });

  test("{product} is HEARTH_PRODUCT_NAME, else the app build's VITE_HEARTH_PRODUCT_NAME, else Hearth", () => {
    expect(readConfig({}).productName).toBe('Hearth');
    expect(readConfig({ VITE_HEARTH_PRODUCT_NAME: 'Homestead' }).productName).toBe('Homestead');
    expect(
      readConfig({ HEARTH_PRODUCT_NAME: ' Abode ', VITE_HEARTH_PRODUCT_NAME: 'Homestead' }).productName,
    ).toBe('Abode');
    expect(readConfig({ HEARTH_PRODUCT_NAME: '  ' }).productName).toBe('Hearth');
  });

  test('an unknown environment or port is refused with a clear message', () => {
    expect(() => readConfig({ HEARTH_ENV: 'staging' })).toThrow(
      'HEARTH_ENV must be one of local, dev, qa, prod',
    );
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
  });

  test('prod outside a cluster is refused unless explicitly overridden, and says how', () => {
    const prod = { HEARTH_ENV: 'prod', HEARTH_SECRET_KEY: KEY, SMTP_URL: 'smtp://mail:25' };
    expect(() => readConfig(prod)).toThrow(ConfigError);
    expect(() => readConfig(prod)).toThrow('Set HEARTH_ALLOW_PROD_OUTSIDE_CLUSTER=1 to override.');
    expect(readConfig({ ...prod, HEARTH_ALLOW_PROD_OUTSIDE_CLUSTER: '1' }).environment).toBe('prod');
    expect(readConfig({ ...prod, KUBERNETES_SERVICE_HOST: '10.0.0.1' }).environment).toBe('prod');
  });

  test('prod needs its own secret key and real mail (the development outbox is off)', () => {
    const inCluster = { HEARTH_ENV: 'prod', KUBERNETES_SERVICE_HOST: '10.0.0.1' };
    expect(() => readConfig({ ...inCluster, SMTP_URL: 'smtp://mail:25' })).toThrow('HEARTH_SECRET_KEY');
    expect(() => readConfig({ ...inCluster, HEARTH_SECRET_KEY: KEY })).toThrow('SMTP_URL');
    expect(() => readConfig({ HEARTH_SECRET_KEY: 'short' })).toThrow('32 bytes');
  });

  test('HEARTH_RATE_LIMIT_SCALE multiplies the allowances, outside prod only', () => {
    expect(readConfig({ HEARTH_RATE_LIMIT_SCALE: '20' }).rateLimits.login.max).toBe(200);
    expect(() => readConfig({ HEARTH_RATE_LIMIT_SCALE: '0' })).toThrow('whole number');
    expect(() => readConfig({ ...PROD, HEARTH_RATE_LIMIT_SCALE: '2' })).toThrow('not allowed in prod');
  });

  test('HEARTH_CODE_COOLDOWN_SECONDS shortens the code resend cooldown (30 s), outside prod only', () => {
    expect(readConfig({}).codeResendCooldownSeconds).toBe(30);
    expect(readConfig({ HEARTH_CODE_COOLDOWN_SECONDS: '3' }).codeResendCooldownSeconds).toBe(3);
    expect(() => readConfig({ HEARTH_CODE_COOLDOWN_SECONDS: '0' })).toThrow('whole number');
    expect(() => readConfig({ ...PROD, HEARTH_CODE_COOLDOWN_SECONDS: '3' })).toThrow('not allowed in prod');
  });
});
