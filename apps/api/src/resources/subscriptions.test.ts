import { type EmailSubscriptions, subscriptionStatus } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { send } from '../graphql/testing';
import { startTestApi } from '../testing/harness';

const api = await startTestApi();
afterAll(() => api.close());

const path = (email: string) => `/api/v1/email-subscriptions?emailAddress=${encodeURIComponent(email)}`;
const homeownerEmail = DEMO_ACCOUNTS.homeowner.email;

describe('emailSubscriptions.read', () => {
  test('the owner reads the flags of their primary e-mail', async () => {
    const response = await (await api.login('homeowner')).get(path(homeownerEmail));
    expect(response.status).toBe(200);
    expect(response.body satisfies EmailSubscriptions).toEqual({
      emailAddress: homeownerEmail,
      newsletters: true,
      moveIn: true,
      alert: null,
    });
  });

  test('a curator may read, another user is 403, a visitor 401, a bad address 400', async () => {
    expect((await (await api.login('curator')).get(path(homeownerEmail))).status).toBe(200);
    const other = await (await api.login('pro')).get(path(homeownerEmail));
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN');
    expect((await api.agent().get(path(homeownerEmail))).status).toBe(401);
    const bad = await (await api.login('homeowner')).get(path('not-an-email'));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['emailAddress']);
  });
});

describe('emailSubscriptions.update', () => {
  test('active false unsubscribes the group and its sub-groups; active true subscribes again', async () => {
    const pro = await api.login('pro');
    const email = DEMO_ACCOUNTS.pro.email;
    const off = await pro.put('/api/v1/email-subscriptions', {
      emailAddress: email,
      shortCode: 'NEWSLETTER',
      active: false,
      source: 'SUBSCRIPTION_PAGE',
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ emailAddress: email, newsletters: false, moveIn: true, alert: null });
    const tree = (await send(pro, subscriptionStatus, { email })).data?.subscriptionStatus;
    const updates = tree?.find((group) => group.shortCode === 'HOMEOWNER_UPDATES');
    const newsletter = updates?.children.find((group) => group.shortCode === 'NEWSLETTER');
    expect(newsletter?.children.every((group) => group.isUnsubscribed)).toBe(true);
    // The parent stays subscribed while another child (Project Inspiration) is.
    expect(updates?.isUnsubscribed).toBe(false);

    const moveInOff = await pro.put('/api/v1/email-subscriptions', {
      emailAddress: email,
      shortCode: 'MOVE_IN_EXPERIENCE',
      active: false,
      source: 'SUBSCRIPTION_PAGE',
    });
    expect(moveInOff.body).toMatchObject({ newsletters: false, moveIn: false });
    // MOVING's only child is off, so MOVING is off too.
    const moving = (await send(pro, subscriptionStatus, { email })).data?.subscriptionStatus.find(
      (group) => group.shortCode === 'MOVING',
    );
    expect(moving?.isUnsubscribed).toBe(true);

    const on = await pro.put('/api/v1/email-subscriptions', {
      emailAddress: email,
      shortCode: 'NEWSLETTER_MONTHLY',
      active: true,
      source: 'SUBSCRIPTION_PAGE',
    });
    // A child back on turns its parent back on.
    expect(on.body).toMatchObject({ newsletters: true, moveIn: false });
  });

  test('an unknown short code is a 400 with the spec message', async () => {
    const response = await (await api.login('homeowner')).put('/api/v1/email-subscriptions', {
      emailAddress: homeownerEmail,
      shortCode: 'NOPE',
      active: false,
      source: 'SUBSCRIPTION_PAGE',
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual({ shortCode: ['Invalid Email Unsubscribe shortCode'] });
  });

  test('bad input 400; another user and a curator 403; a visitor 401', async () => {
    const body = {
      emailAddress: homeownerEmail,
      shortCode: 'NEWSLETTER',
      active: false,
      source: 'BACKPORCH',
    };
    const bad = await (await api.login('homeowner')).put('/api/v1/email-subscriptions', {
      ...body,
      active: 'maybe',
      source: 'NOWHERE',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['active', 'source']);
    expect((await (await api.login('pro')).put('/api/v1/email-subscriptions', body)).status).toBe(403);
    expect((await (await api.login('curator')).put('/api/v1/email-subscriptions', body)).status).toBe(403);
    expect((await api.agent().put('/api/v1/email-subscriptions', body)).status).toBe(401);
    const after = await (await api.login('homeowner')).get(path(homeownerEmail));
    expect(after.body.newsletters).toBe(true);
  });
});
