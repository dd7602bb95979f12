import { describe, expect, test } from 'vitest';
import { formatDate, humanize, isDoneState } from './format';

describe('humanize', () => {
  test.each([
    ['IN_PROGRESS', 'In progress'],
    ['OPEN', 'Open'],
    ['serviceType', 'Service type'],
    ['MOVE_IN', 'Move in'],
    ['priority', 'Priority'],
  ])('%s reads as %s', (code, words) => {
    expect(humanize(code)).toBe(words);
  });
});

describe('formatDate', () => {
  test('shows the date in the zone asked for', () => {
    expect(formatDate('2025-10-15T16:00:00.000Z', 'America/Los_Angeles')).toEqual({
      iso: '2025-10-15T16:00:00.000Z',
      text: 'Oct 15, 2025',
    });
  });

  test('adds the time when asked', () => {
    expect(formatDate(new Date('2025-10-15T16:00:00.000Z'), 'America/Los_Angeles', true).text).toMatch(
      /^Oct 15, 2025, 9:00\sAM$/,
    );
  });

  test('a value that does not parse is shown as it came', () => {
    expect(formatDate('soon', 'UTC')).toEqual({ iso: 'soon', text: 'soon' });
  });
});

test.each([
  ['DONE', true],
  ['completed', true],
  ['OPEN', false],
  ['IN_PROGRESS', false],
])('%s is done: %s', (state, done) => {
  expect(isDoneState(state)).toBe(done);
});
