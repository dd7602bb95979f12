import { describe, expect, test } from 'vitest';
import {
  CARD_ENVIRONMENTS,
  type CardEnvironment,
  isCardEnvironment,
  publishableKeyFor,
  selectCardProvider,
} from './stripe';

const keys = { live: 'pk_live_abc', test: 'pk_test_xyz' };

describe('publishableKeyFor', () => {
  test.each<[CardEnvironment, string]>([
    ['local', 'pk_test_xyz'],
    ['dev', 'pk_test_xyz'],
    ['qa', 'pk_test_xyz'],
    ['prod', 'pk_live_abc'],
  ])('%s uses %s', (environment, key) => {
    expect(publishableKeyFor(environment, keys)).toBe(key);
  });

  test('the environments are local, dev, qa and prod', () => {
    expect(CARD_ENVIRONMENTS).toEqual(['local', 'dev', 'qa', 'prod']);
  });

  test.each<CardEnvironment>(['local', 'dev', 'qa'])('%s has no key when only the live key is set', (env) => {
    expect(publishableKeyFor(env, { live: 'pk_live_abc' })).toBeUndefined();
  });

  test('prod has no key when only the test key is set (never falls back to the test key)', () => {
    expect(publishableKeyFor('prod', { test: 'pk_test_xyz' })).toBeUndefined();
  });

  test.each<[string, { live?: string; test?: string }]>([
    ['no keys', {}],
    ['undefined keys', { live: undefined, test: undefined }],
    ['empty keys', { live: '', test: '' }],
    ['blank keys', { live: '   ', test: '\t\n' }],
  ])('%s: no key anywhere', (_name, config) => {
    for (const env of CARD_ENVIRONMENTS) expect(publishableKeyFor(env, config)).toBeUndefined();
  });

  test('surrounding whitespace in a configured key is trimmed', () => {
    expect(publishableKeyFor('dev', { test: '  pk_test_xyz\n' })).toBe('pk_test_xyz');
  });

  test('a test key configured as the live key is refused in prod', () => {
    expect(() => publishableKeyFor('prod', { live: 'pk_test_xyz' })).toThrow(/must start with 'pk_live_'/);
  });

  test('a live key configured as the test key is refused outside prod', () => {
    expect(() => publishableKeyFor('qa', { test: 'pk_live_abc' })).toThrow(/must start with 'pk_test_'/);
  });

  test('a secret key is refused', () => {
    expect(() => publishableKeyFor('prod', { live: 'sk_live_abc' })).toThrow();
  });

  test('an unknown environment throws', () => {
    expect(() => publishableKeyFor('staging' as CardEnvironment, keys)).toThrow(RangeError);
    expect(() => publishableKeyFor('PROD' as CardEnvironment, keys)).toThrow(RangeError);
  });
});

describe('isCardEnvironment', () => {
  test.each<[unknown, boolean]>([
    ['local', true],
    ['dev', true],
    ['qa', true],
    ['prod', true],
    ['production', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (value, expected) => {
    expect(isCardEnvironment(value)).toBe(expected);
  });
});

describe('selectCardProvider', () => {
  test.each<[CardEnvironment, { live?: string; test?: string }, 'offline' | 'stripe']>([
    ['local', {}, 'offline'],
    ['local', { test: 'pk_test_xyz' }, 'stripe'],
    ['dev', { live: 'pk_live_abc' }, 'offline'],
    ['dev', keys, 'stripe'],
    ['qa', { test: '' }, 'offline'],
    ['qa', keys, 'stripe'],
    ['prod', { test: 'pk_test_xyz' }, 'offline'],
    ['prod', { live: 'pk_live_abc' }, 'stripe'],
    ['prod', keys, 'stripe'],
  ])('%s with %j -> %s', (environment, config, expected) => {
    expect(selectCardProvider({ environment, keys: config })).toBe(expected);
  });
});
