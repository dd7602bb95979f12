import { afterAll, describe, expect, test } from 'vitest';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const location = (response: { headers: Headers }) => response.headers.get('location');

describe('account page guards', () => {
  test('a visitor opening an account page is sent to login with the page as return path', async () => {
    const response = await api.agent().get('/account/settings?phoneVerified=true');
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/login?r=${encodeURIComponent('/account/settings?phoneVerified=true')}`);
  });

  test('general communications without a token goes to /login/?r=/account/general-communications', async () => {
    const response = await api.agent().get('/account/general-communications');
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/login/?r=${encodeURIComponent('/account/general-communications')}`);
  });

  test("account pages with an e-mail link's token and the reset page are public", async () => {
    for (const path of [
      '/account/general-communications?rlt=abc',
      '/account/settings?token=abc&link=NEWSLETTER',
      '/account/general-communications?verificationToken=0da6019c-2802-4507-b446-2a066c4fec47',
      '/account/password-reset/6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
    ]) {
      const response = await api.agent().get(path);
      expect(response.status, path).not.toBe(302);
    }
  });

  test('a logged-in user reaches their own pages', async () => {
    const agent = await api.login('homeowner');
    expect((await agent.get('/account/settings')).status).not.toBe(302);
  });

  test('by-id pages need CURATOR: a homeowner is sent to the login without a way back, a visitor with one, a curator gets through', async () => {
    const homeowner = await api.login('homeowner');
    const id = await api.userId('pro');
    for (const section of [
      'settings',
      'photo',
      'password',
      'payment-methods',
      'project-communications',
      'general-communications',
      'document-delivery',
    ]) {
      const refused = await homeowner.get(`/account/${section}/${id}`);
      expect(refused.status, section).toBe(302);
      // A return path would send the signed-in homeowner straight back here, in a loop.
      expect(location(refused)).toBe('/login');
      const visitor = await api.agent().get(`/account/${section}/${id}`);
      expect(location(visitor)).toMatch(/^\/login\/?\?r=/);
    }
    const curator = await api.login('curator');
    expect((await curator.get(`/account/settings/${id}`)).status).not.toBe(302);
  });
});

describe('legacy redirects', () => {
  test('/account/change-password is a 301 to /account/settings when logged in, login first otherwise', async () => {
    const agent = await api.login('homeowner');
    const response = await agent.get('/account/change-password');
    expect(response.status).toBe(301);
    expect(location(response)).toBe('/account/settings');
    const visitor = await api.agent().get('/account/change-password');
    expect(visitor.status).toBe(302);
    expect(location(visitor)).toBe(`/login?r=${encodeURIComponent('/account/settings')}`);
  });

  test('/account/notification-settings is a 301 to /account/general-communications', async () => {
    const agent = await api.login('homeowner');
    const response = await agent.get('/account/notification-settings');
    expect(response.status).toBe(301);
    expect(location(response)).toBe('/account/general-communications');
  });

  test('/account/notification-settings/token/{t} is a 301 keeping the token as rlt', async () => {
    const response = await api.agent().get('/account/notification-settings/token/tok%2Fen');
    expect(response.status).toBe(301);
    expect(location(response)).toBe(`/account/general-communications?rlt=${encodeURIComponent('tok/en')}`);
  });

  test('each legacy path redirects with a trailing slash too', async () => {
    const agent = await api.login('homeowner');
    const changePassword = await agent.get('/account/change-password/');
    expect(changePassword.status).toBe(301);
    expect(location(changePassword)).toBe('/account/settings');
    const notificationSettings = await agent.get('/account/notification-settings/');
    expect(notificationSettings.status).toBe(301);
    expect(location(notificationSettings)).toBe('/account/general-communications');
    const visitor = await api.agent().get('/account/notification-settings/');
    // The login address General Communications' own guard uses (spec 02 §2: /login/?r=...).
    expect(location(visitor)).toBe(`/login/?r=${encodeURIComponent('/account/general-communications')}`);
    const token = await api.agent().get('/account/notification-settings/token/abc/');
    expect(token.status).toBe(301);
    expect(location(token)).toBe('/account/general-communications?rlt=abc');
  });
});
