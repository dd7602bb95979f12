import { expect, test } from 'vitest';
import { canSubmitSurvey, trimFeedback } from './survey';

test.each([
  ['  Great job!  ', 'Great job!'],
  ['\n\t', ''],
  ['', ''],
])('trimFeedback(%j) is %j', (text, expected) => {
  expect(trimFeedback(text)).toBe(expected);
});

test.each([
  [3, false, true],
  [0, false, true],
  [3, true, false],
  [null, false, false],
  [undefined, false, false],
])('canSubmitSurvey(%j, submitting %s) is %s', (answerId, submitting, expected) => {
  expect(canSubmitSurvey(answerId, submitting)).toBe(expected);
});
