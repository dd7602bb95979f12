import { subscriptionStatus } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { send } from '../graphql/testing';
import { startTestApi } from '../testing/harness';
import { UNSUBSCRIBE_PATH, unsubscribeLink } from './unsubscribe';

const api = await startTestApi();
const base = api.baseUrl;
afterAll(() => api.close());

/** What a mail client does for RFC 8058: a cookie-less form POST to the List-Unsubscribe URL. */
const oneClick = (url: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const local = (url: string) => url.replace(api.app.hearth.config.webBaseUrl, base);

async function isUnsubscribed(account: 'homeowner' | 'pro', shortCode: string) {
  const agent = await api.login(account);
  const tree = (await send(agent, subscriptionStatus, { email: DEMO_ACCOUNTS[account].email })).data
    ?.subscriptionStatus;
  const all = (tree ?? []).flatMap((group) => [
    group,
    ...group.children,
    ...group.children.flatMap((c) => c.children),
  ]);
  return all.find((group) => group.shortCode === shortCode)?.isUnsubscribed;
}

describe('one-click unsubscribe', () => {
  test('the link helper builds the RFC 8058 headers around an encrypted token', () => {
    const link = unsubscribeLink(api.app.hearth.config, 'Someone@Hearth.test', 'MOVE_IN_EXPERIENCE');
    expect(link.headers).toEqual({
      'List-Unsubscribe': `<${link.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(link.oneClickUrl).toContain(`${UNSUBSCRIBE_PATH}?token=`);
    expect(link.oneClickUrl).toContain('shortCode=MOVE_IN_EXPERIENCE');
    expect(link.pageUrl).toContain(`?rlt=${encodeURIComponent(link.token)}`);
    expect(link.token).not.toContain('someone');
  });

  test('token + shortCode unsubscribes that group, sets the notice and confirms by e-mail', async () => {
    const email = DEMO_ACCOUNTS.homeowner.email;
    const link = unsubscribeLink(api.app.hearth.config, email, 'MOVE_IN_EXPERIENCE');
    const response = await oneClick(local(link.oneClickUrl));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      emailAddress: email,
      shortCode: 'MOVE_IN_EXPERIENCE',
      unsubscribed: true,
      message: 'You will no longer receive Move-In Experience messages.',
    });
    expect(await isUnsubscribed('homeowner', 'MOVE_IN_EXPERIENCE')).toBe(true);
    expect(await isUnsubscribed('homeowner', 'MOVE_IN_OFFERS')).toBe(true);
    expect(await isUnsubscribed('homeowner', 'NEWSLETTER')).toBe(false);

    const flags = await (await api.login('homeowner')).get(
      `/api/v1/email-subscriptions?emailAddress=${encodeURIComponent(email)}`,
    );
    expect(flags.body).toEqual({
      emailAddress: email,
      newsletters: true,
      moveIn: false,
      alert: {
        message: 'You will no longer receive Move-In Experience messages.',
        type: 'success',
        active: true,
      },
    });
    const [message] = await api.outbox(email);
    expect(message).toMatchObject({ kind: 'unsubscribe', data: { shortCode: 'MOVE_IN_EXPERIENCE' } });
  });

  test("the confirmation's manage link also carries the customer's contact-preferences token", async () => {
    const email = DEMO_ACCOUNTS.homeowner.email;
    const before = (await api.outbox(email)).length;
    await oneClick(local(unsubscribeLink(api.app.hearth.config, email, 'NEWSLETTER').oneClickUrl));
    const messages = await api.outbox(email);
    expect(messages).toHaveLength(before + 1);
    const manageUrl = new URL(String(messages[0]?.data.manageUrl));
    expect(manageUrl.pathname).toBe(UNSUBSCRIBE_PATH);
    expect(manageUrl.searchParams.get('rlt')).toBeTruthy();
    const token = manageUrl.searchParams.get('verificationToken') ?? '';
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(messages[0]?.text).toContain(manageUrl.href);
    // The token alone reads and changes the preferences, without a session.
    const agent = api.agent();
    const read = await agent.get(`/api/v1/contact-preferences?verificationToken=${token}`);
    expect(read.status).toBe(200);
    expect(read.body.userId).toBe(await api.userId('homeowner'));
  });

  test('an address with no account gets the e-mails link alone', async () => {
    const email = 'no-account@hearth.test';
    await oneClick(local(unsubscribeLink(api.app.hearth.config, email, 'NEWSLETTER').oneClickUrl));
    const [message] = await api.outbox(email);
    const manageUrl = new URL(String(message?.data.manageUrl));
    expect(manageUrl.searchParams.get('rlt')).toBeTruthy();
    expect(manageUrl.searchParams.has('verificationToken')).toBe(false);
  });

  test('the legacy rlt link unsubscribes from the newsletter by default', async () => {
    const link = unsubscribeLink(api.app.hearth.config, DEMO_ACCOUNTS.pro.email);
    const response = await oneClick(local(link.pageUrl));
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('You will no longer receive Newsletter messages.');
    expect(await isUnsubscribed('pro', 'NEWSLETTER')).toBe(true);
    expect(await isUnsubscribed('pro', 'NEWSLETTER_MONTHLY')).toBe(true);
  });

  test('a bad or missing token is a 400 and changes nothing', async () => {
    const link = unsubscribeLink(api.app.hearth.config, DEMO_ACCOUNTS.inspector.email);
    const tampered = await oneClick(`${base}${UNSUBSCRIBE_PATH}?token=${link.token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).message).toBe('Updating email settings failed.');
    expect((await oneClick(`${base}${UNSUBSCRIBE_PATH}`)).status).toBe(400);
    expect(await api.outbox(DEMO_ACCOUNTS.inspector.email)).toEqual([]);
  });

  test('an unknown short code is a 400 with the spec message', async () => {
    const link = unsubscribeLink(api.app.hearth.config, DEMO_ACCOUNTS.inspector.email, 'NOPE');
    const response = await oneClick(local(link.oneClickUrl));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Invalid Email Unsubscribe shortCode');
  });
});
