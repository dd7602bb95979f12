import { describe, expect, test } from 'vitest';
import { type HeaderKind, type HeaderSession, selectHeader } from './selectHeader';

const user = (roles: string[], companyId: number | null = null): HeaderSession => ({
  loggedIn: true,
  roles,
  companyId,
});

describe('selectHeader', () => {
  test.each<[string, HeaderSession, HeaderKind]>([
    ['no session', null, 'visitor'],
    ['a session that is not logged in', { loggedIn: false, roles: [], companyId: null }, 'visitor'],
    [
      'not logged in, even with roles and a company',
      { loggedIn: false, roles: ['RER_REFERRAL_INSPECTOR', 'CURATOR'], companyId: 7 },
      'visitor',
    ],
    ['a logged-in user without a company', user([]), 'homeowner'],
    ['a user without a company and unrelated roles', user(['HEARTH_HOMEOWNER', 'HEARTH_WEB']), 'homeowner'],
    ['a user with a company', user([], 42), 'pro'],
    ['a user with company id 0 (a real id, not missing)', user([], 0), 'pro'],
    ['a user with a company and unrelated roles', user(['HEARTH_PRO', 'BILLING'], 42), 'pro'],
    ['a referral inspector', user(['RER_REFERRAL_INSPECTOR']), 'inspector'],
    ['a referral inspector with a company', user(['RER_REFERRAL_INSPECTOR'], 42), 'inspector'],
    ['a referral inspector who is also a curator', user(['CURATOR', 'RER_REFERRAL_INSPECTOR']), 'inspector'],
    ['a curator', user(['CURATOR']), 'curator'],
    ['a curator with a company', user(['CURATOR'], 42), 'curator'],
    ['a curator among other staff roles', user(['ADMIN', 'CURATOR', 'CUSTOMER_SERVICE']), 'curator'],
    ['GLF_CURATOR is a different role', user(['GLF_CURATOR']), 'homeowner'],
    ['role names are matched exactly, not by case', user(['curator', 'rer_referral_inspector']), 'homeowner'],
    ['REFERRAL_PARTNER_USER is not an inspector', user(['REFERRAL_PARTNER_USER'], 3), 'pro'],
  ])('%s', (_name, session, expected) => {
    expect(selectHeader(session)).toBe(expected);
  });
});
