import { describe, expect, test } from 'vitest';
import { GENERAL_COMMUNICATIONS_PATH, isEmail, loginRedirectPath } from './index';

describe('loginRedirectPath', () => {
  test('General Communications logs in at /login/, with or without a query', () => {
    expect(loginRedirectPath(GENERAL_COMMUNICATIONS_PATH)).toBe(
      '/login/?r=%2Faccount%2Fgeneral-communications',
    );
    expect(loginRedirectPath(`${GENERAL_COMMUNICATIONS_PATH}?link=x`)).toBe(
      '/login/?r=%2Faccount%2Fgeneral-communications%3Flink%3Dx',
    );
  });

  test('every other page logs in at /login', () => {
    expect(loginRedirectPath('/account/settings')).toBe('/login?r=%2Faccount%2Fsettings');
  });
});

describe('isEmail', () => {
  test.each(['name@example.com', ' name+tag@mail.example.co ', "o'neil@x.io"])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  test.each(['', 'name', 'name@localhost', 'name@-x.com', 'a b@x.com', 'name@x..com'])(
    'refuses %j',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});
