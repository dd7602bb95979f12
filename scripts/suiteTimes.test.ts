import { describe, expect, test } from 'vitest';
import { SUITES_TARGET_SECONDS, suiteTimesSection } from './lib/suiteTimes.mjs';

const results = [
  { name: 'unit tests', passed: 14340, failed: 0, seconds: 30.04 },
  { name: 'visual regression', passed: 978, failed: 0, seconds: 200 },
];

describe('the bench’s suite times', () => {
  test('a full run: when, on which commit and how loaded, each suite and the total against the target', () => {
    const text = suiteTimesSection({
      startedAt: '2026-11-28T18:00:00.000Z',
      finishedAt: '2026-11-28T18:12:00.000Z',
      commit: 'abc1234',
      only: null,
      loadAverage: 1.5,
      cores: 2,
      results,
    }).join('\n');
    expect(text).toContain(
      'Taken by that run, not by the bench: started 2026-11-28T18:00:00.000Z, finished 2026-11-28T18:12:00.000Z, at abc1234, load average 1.5 at the start on 2 cores.',
    );
    expect(text).toContain(`All suites ran: 230 s against the target of ${SUITES_TARGET_SECONDS} s (met).`);
    expect(text).toMatch(/\| unit tests +\| 14340 +\| 0 +\| 30\.0 +\|/);
    expect(text).toMatch(/\| total +\| +\| +\| 230\.0 +\|/);
  });

  test('a run of some suites says so; an older report without the new fields still reads', () => {
    const text = suiteTimesSection({
      finishedAt: '2026-11-28T18:12:00.000Z',
      only: ['visual'],
      results,
    }).join('\n');
    expect(text).toContain('Taken by that run, not by the bench: finished 2026-11-28T18:12:00.000Z.');
    expect(text).toContain('Only the suites matching HEARTH_ONLY=visual ran: not a full `npm test`');
  });

  test('no report yet', () => {
    expect(suiteTimesSection(null).join('\n')).toContain('No `npm test` has run on this checkout yet');
  });
});
