import { describe, expect, test } from 'vitest';
import { US_STATES, US_STATES_WITH_PR, usStateByCode } from './states';

describe('US state tables', () => {
  test.each([
    ['US_STATES_WITH_PR', US_STATES_WITH_PR, 52],
    ['US_STATES', US_STATES, 51],
  ] as const)('%s has %i entries with unique two-letter codes and names', (_name, states, count) => {
    expect(states).toHaveLength(count);
    expect(new Set(states.map((s) => s.code)).size).toBe(count);
    expect(new Set(states.map((s) => s.name)).size).toBe(count);
    for (const state of states) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });

  test('US_STATES is US_STATES_WITH_PR without Puerto Rico, same objects and order', () => {
    expect(US_STATES).toEqual(US_STATES_WITH_PR.filter((s) => s.code !== 'PR'));
    expect(US_STATES[0]).toBe(US_STATES_WITH_PR[0]);
  });

  test.each<[string, string | undefined, string | undefined]>([
    ['CA', 'California', 'California'],
    ['dc', 'District of Columbia', 'District of Columbia'],
    ['US_NY', 'New York', 'New York'],
    ['PR', 'Puerto Rico', undefined],
    ['ZZ', undefined, undefined],
  ])('usStateByCode(%j)', (code, withPr, withoutPr) => {
    expect(usStateByCode(code)?.name).toBe(withPr);
    expect(usStateByCode(code, US_STATES)?.name).toBe(withoutPr);
  });

  test('tables are frozen', () => {
    expect(Object.isFrozen(US_STATES_WITH_PR)).toBe(true);
    expect(Object.isFrozen(US_STATES)).toBe(true);
    expect(Object.isFrozen(US_STATES_WITH_PR[0])).toBe(true);
  });
});
