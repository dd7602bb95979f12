import { type OperationResult, subscriptionStatus, updateAllSubscriptions } from '@hearth/data';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { emailSubscriptionEvents } from '../db/schema';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { startTestApi } from '../testing/harness';
import { unsubscribeLink } from '../web/unsubscribe';
import { send } from './testing';

const api = await startTestApi();
afterAll(() => api.close());

type Tree = OperationResult<typeof subscriptionStatus>['subscriptionStatus'];

/** shortCode -> isUnsubscribed for every group at every level. */
function flags(tree: Tree | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (nodes: { shortCode: string; isUnsubscribed: boolean; children?: unknown }[]) => {
    for (const node of nodes) {
      out[node.shortCode] = node.isUnsubscribed;
      if (Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(tree ?? []);
  return out;
}

const unsubscribed = (tree: Tree | undefined) =>
  Object.entries(flags(tree))
    .filter(([, value]) => value)
    .map(([code]) => code)
    .sort();

const homeownerEmail = DEMO_ACCOUNTS.homeowner.email;

describe('subscriptionStatus', () => {
  test('the owner reads the 3-level tree with the seeded opt-outs', async () => {
    const answer = await send(await api.login('homeowner'), subscriptionStatus, { email: homeownerEmail });
    expect(answer.status).toBe(200);
    const tree = answer.data?.subscriptionStatus;
    expect(tree?.map((group) => group.shortCode)).toEqual(['HOMEOWNER_UPDATES', 'MOVING', 'PROMOTIONS']);
    const newsletter = tree?.[0]?.children.find((group) => group.shortCode === 'NEWSLETTER');
    expect(newsletter).toMatchObject({ uiName: 'Newsletter', isUnsubscribed: false });
    expect(newsletter?.children.map((group) => group.shortCode)).toEqual([
      'NEWSLETTER_MONTHLY',
      'NEWSLETTER_SEASONAL',
    ]);
    expect(tree?.[1]?.children[0]).toMatchObject({
      shortCode: 'MOVE_IN_EXPERIENCE',
      uiName: 'Move-In Experience',
    });
    expect(unsubscribed(tree)).toEqual(['NEWSLETTER_SEASONAL', 'PARTNER_OFFERS']);
    // The e-mail is matched without regard to case.
    const upper = await send(await api.login('homeowner'), subscriptionStatus, {
      email: homeownerEmail.toUpperCase(),
    });
    expect(unsubscribed(upper.data?.subscriptionStatus)).toEqual(['NEWSLETTER_SEASONAL', 'PARTNER_OFFERS']);
  });

  test('another user is 403, a curator may read, a visitor is 401, a bad e-mail 400', async () => {
    expect((await send(await api.login('pro'), subscriptionStatus, { email: homeownerEmail })).status).toBe(
      403,
    );
    const curator = await send(await api.login('curator'), subscriptionStatus, { email: homeownerEmail });
    expect(unsubscribed(curator.data?.subscriptionStatus)).toEqual(['NEWSLETTER_SEASONAL', 'PARTNER_OFFERS']);
    const visitor = await send(api.agent(), subscriptionStatus, { email: homeownerEmail });
    expect(visitor.status).toBe(401);
    const bad = await send(await api.login('homeowner'), subscriptionStatus, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toEqual({ email: ['Invalid email address.'] });
  });

  test('the e-mailed token stands in for a login, for its own address only', async () => {
    const { token } = unsubscribeLink(api.app.hearth.config, homeownerEmail);
    const visitor = api.agent();
    const answer = await send(visitor, subscriptionStatus, { email: homeownerEmail, token });
    expect(answer.status).toBe(200);
    expect(unsubscribed(answer.data?.subscriptionStatus)).toEqual(['NEWSLETTER_SEASONAL', 'PARTNER_OFFERS']);
    const otherAddress = await send(visitor, subscriptionStatus, { email: DEMO_ACCOUNTS.pro.email, token });
    expect(otherAddress.status).toBe(403);
    const forged = await send(visitor, subscriptionStatus, { email: homeownerEmail, token: `${token}x` });
    expect(forged.status).toBe(403);
    expect(forged.errors?.[0]?.extensions?.code).toBe('INVALID_TOKEN');
  });
});

describe('updateAllSubscriptions', () => {
  test('round trip: the given codes become exactly the unsubscribed groups', async () => {
    const pro = await api.login('pro');
    const email = DEMO_ACCOUNTS.pro.email;
    const codes = ['MOVE_IN_EXPERIENCE', 'MOVE_IN_CHECKLIST', 'MOVE_IN_OFFERS', 'MOVING', 'SURVEYS'];
    const answer = await send(pro, updateAllSubscriptions, {
      email,
      groupShortCodes: codes,
      source: 'SUBSCRIPTION_PAGE',
    });
    expect(answer.status).toBe(200);
    expect(unsubscribed(answer.data?.updateAllSubscriptions)).toEqual([...codes].sort());
    const read = await send(pro, subscriptionStatus, { email });
    expect(read.data?.subscriptionStatus).toEqual(answer.data?.updateAllSubscriptions);

    const resubscribed = await send(pro, updateAllSubscriptions, {
      email,
      groupShortCodes: ['SURVEYS'],
      source: 'BACKPORCH',
    });
    expect(unsubscribed(resubscribed.data?.updateAllSubscriptions)).toEqual(['SURVEYS']);
    const events = await api.database.db
      .select()
      .from(emailSubscriptionEvents)
      .where(eq(emailSubscriptionEvents.emailAddress, email));
    expect(events.filter((event) => event.unsubscribed)).toHaveLength(5);
    expect(events.filter((event) => !event.unsubscribed).map((event) => event.source)).toEqual(
      Array(4).fill('BACKPORCH'),
    );
    expect(new Set(events.map((event) => event.changedByUserId))).toEqual(new Set([await api.userId('pro')]));
  });

  test('an unknown short code is the spec’s error and changes nothing', async () => {
    const homeowner = await api.login('homeowner');
    const answer = await send(homeowner, updateAllSubscriptions, {
      email: homeownerEmail,
      groupShortCodes: ['NEWSLETTER', 'NOT_A_GROUP'],
      source: 'SUBSCRIPTION_PAGE',
    });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.message).toBe('Invalid Email Unsubscribe shortCode');
    expect(answer.errors?.[0]?.extensions?.fieldErrors).toEqual({
      groupShortCodes: ['Invalid Email Unsubscribe shortCode'],
    });
    const read = await send(homeowner, subscriptionStatus, { email: homeownerEmail });
    expect(unsubscribed(read.data?.subscriptionStatus)).toEqual(['NEWSLETTER_SEASONAL', 'PARTNER_OFFERS']);
  });

  test('another user and a curator are 403, a visitor 401, a bad source 400', async () => {
    const variables = { email: homeownerEmail, groupShortCodes: [], source: 'SUBSCRIPTION_PAGE' as const };
    expect((await send(await api.login('pro'), updateAllSubscriptions, variables)).status).toBe(403);
    expect((await send(await api.login('curator'), updateAllSubscriptions, variables)).status).toBe(403);
    expect((await send(api.agent(), updateAllSubscriptions, variables)).status).toBe(401);
    const badSource = await send(await api.login('homeowner'), updateAllSubscriptions, {
      ...variables,
      source: 'SOMEWHERE' as 'BACKPORCH',
    });
    expect(badSource.status).toBe(400);
    const read = await send(await api.login('homeowner'), subscriptionStatus, { email: homeownerEmail });
    expect(unsubscribed(read.data?.subscriptionStatus)).toEqual(['NEWSLETTER_SEASONAL', 'PARTNER_OFFERS']);
  });

  test('a subscriber without an account updates through the e-mailed token', async () => {
    const email = 'list-only@hearth.test';
    const { token } = unsubscribeLink(api.app.hearth.config, email);
    const answer = await send(api.agent(), updateAllSubscriptions, {
      email,
      groupShortCodes: ['PROMOTIONS', 'PARTNER_OFFERS', 'SURVEYS'],
      source: 'EMAIL_LINK',
      token,
    });
    expect(answer.status).toBe(200);
    expect(unsubscribed(answer.data?.updateAllSubscriptions)).toEqual([
      'PARTNER_OFFERS',
      'PROMOTIONS',
      'SURVEYS',
    ]);
    const [event] = await api.database.db
      .select()
      .from(emailSubscriptionEvents)
      .where(eq(emailSubscriptionEvents.emailAddress, email));
    expect(event).toMatchObject({ source: 'EMAIL_LINK', changedByUserId: null });
  });
});
