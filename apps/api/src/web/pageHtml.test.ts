import { describe, expect, test } from 'vitest';
import { matchesPagePath } from './pageHtml';

describe('matchesPagePath', () => {
  test.each([
    ['login', '/login', true],
    ['login', '/login/', true],
    ['login', '/signup', false],
    ['login', '/login/extra', false],
    ['csat/:surveyId', '/csat/42', true],
    ['csat/:surveyId', '/csat', false],
    ['set-password/:token?', '/set-password', true],
    ['set-password/:token?', '/set-password/abc', true],
    ['set-password/:token?', '/set-password/abc/def', false],
    ['account/:page/:userId?', '/account/settings', true],
    ['account/:page/:userId?', '/account/settings/12', true],
    ['account/:page/:userId?', '/account', false],
    ['account/password-reset/:token', '/account/password-reset/t0k3n', true],
    ['account/password-reset/:token', '/account/settings/12', false],
    ['account/password-reset/:token', '/account/password%2Dreset/t', true],
    ['login', '/login%E0%A4%A', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesPagePath(pattern, pathname)).toBe(expected);
  });
});
