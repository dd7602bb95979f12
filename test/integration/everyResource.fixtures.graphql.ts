/** Fixtures of the GraphQL operations of both endpoints (/graphql and /gql-frontend-account). */
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/accounts';
import { HOMEOWNER_UNSUBSCRIBED, SUBSCRIPTION_TREE } from '../../apps/api/src/db/seed/graphql';
import { graphqlOperations } from '../../packages/data/src/contract/graphql';
import {
  latestMessage,
  type OperationResult,
  type OperationTable,
  proveEmail,
} from './everyResource.support';

type Group = OperationResult<'subscriptionStatus'>['subscriptionStatus'][number];

/** Every group of the tree (three levels) by short code. */
function flatten(groups: readonly Group[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const group of groups) {
    out.set(group.shortCode, group.isUnsubscribed);
    for (const child of group.children) {
      out.set(child.shortCode, child.isUnsubscribed);
      for (const grandchild of child.children) out.set(grandchild.shortCode, grandchild.isUnsubscribed);
    }
  }
  return out;
}

export const operationFixtures: OperationTable = {
  verifyAccountByEmail: {
    as: 'visitor',
    variables: ({ unique }) => ({ emailAddress: `${unique('code')}@hearth.test` }),
    check: async ({ verifyAccountByEmail: sent }, { api }, { emailAddress }) => {
      expect(sent.success).toBe(true);
      expect(sent.expiresInSeconds).toBeGreaterThan(0);
      const mail = await latestMessage(api, emailAddress, 'signupCode');
      expect(mail.data.code).toMatch(/^\d{6}$/);
    },
  },
  verifyEmailContactVerificationCode: {
    as: 'visitor',
    variables: async ({ api, client, unique }) => {
      const emailAddress = `${unique('verify')}@hearth.test`;
      await client.graphql(graphqlOperations.verifyAccountByEmail, { emailAddress });
      const { data } = await latestMessage(api, emailAddress, 'signupCode');
      return { emailAddress, singleUseCode: data.code ?? '' };
    },
    check: (result) => {
      expect(result.verifyEmailContactVerificationCode).toBe(true);
    },
  },
  userSignup: {
    as: 'visitor',
    variables: async (ctx) => {
      const email = `${ctx.unique('graph')}@hearth.test`;
      await proveEmail(ctx, email);
      return { firstName: 'Gia', lastName: 'Graph', password: 'secret-12', email, sourceUi: 'web-site' };
    },
    check: async ({ userSignup: result }, { client }, { email }) => {
      if (result.__typename !== 'Session') throw new Error(`expected a Session, got ${result.__typename}`);
      expect(result.userContext).toMatchObject({ email, loggedIn: true, hasNoPassword: false });
      expect(result.userContext?.hearthUser.firstName).toBe('Gia');
      expect((await client.resources.sessionData.read()).dto.userContext?.email).toBe(email);
    },
  },
  userLogin: {
    as: 'visitor',
    variables: () => ({
      emailAddress: DEMO_ACCOUNTS.pro.email,
      password: DEMO_PASSWORD,
      sourceUi: 'web-site',
    }),
    check: ({ userLogin: session }, { ids }) => {
      expect(session.userContext).toMatchObject({ userId: ids.users.pro, email: DEMO_ACCOUNTS.pro.email });
      expect(session.company).toMatchObject({
        hearthCompanyId: ids.companies.pro,
        name: 'Priya Plumbing & Heating',
      });
    },
  },
  getEmailNotices: {
    // The homeowner chose e-mail notices (the pro never chose: null).
    as: 'homeowner',
    variables: () => ({}),
    check: ({ getEmailNotices: notices }, { ids }) => {
      expect(notices).toEqual({ userId: ids.users.homeowner, emailNoticesFlag: true });
    },
  },
  setEmailNotices: {
    as: 'fresh',
    variables: () => ({ emailNoticesFlag: false }),
    check: async ({ setEmailNotices: notices }, { client, me }) => {
      expect(notices).toEqual({ userId: me().userId, emailNoticesFlag: false });
      const read = await client.graphql(graphqlOperations.getEmailNotices, {});
      expect(read.getEmailNotices.emailNoticesFlag).toBe(false);
    },
  },
  subscriptionStatus: {
    as: 'homeowner',
    variables: () => ({ email: DEMO_ACCOUNTS.homeowner.email }),
    check: ({ subscriptionStatus: tree }) => {
      expect(tree.map((group) => group.shortCode)).toEqual(SUBSCRIPTION_TREE.map((group) => group.shortCode));
      const groups = flatten(tree);
      const unsubscribed = [...groups].filter(([, off]) => off).map(([code]) => code);
      expect(unsubscribed.sort()).toEqual([...HOMEOWNER_UNSUBSCRIBED].sort());
      expect(groups.get('NEWSLETTER_MONTHLY')).toBe(false);
    },
  },
  updateAllSubscriptions: {
    as: 'fresh',
    variables: ({ me }) => ({
      email: me().email,
      groupShortCodes: ['PROMOTIONS', 'PARTNER_OFFERS', 'SURVEYS', 'MOVE_IN_OFFERS'],
      source: 'SUBSCRIPTION_PAGE',
    }),
    check: async ({ updateAllSubscriptions: tree }, { client, me }) => {
      const groups = flatten(tree);
      expect(
        [...groups]
          .filter(([, off]) => off)
          .map(([code]) => code)
          .sort(),
      ).toEqual(['MOVE_IN_OFFERS', 'PARTNER_OFFERS', 'PROMOTIONS', 'SURVEYS'].sort());
      const read = await client.graphql(graphqlOperations.subscriptionStatus, { email: me().email });
      expect(flatten(read.subscriptionStatus).get('PROMOTIONS')).toBe(true);
      // MOVE_IN_EXPERIENCE keeps one subscribed child, so the move-in flag stays on.
      const flags = await client.resources.emailSubscriptions.read({ emailAddress: me().email });
      expect([flags.newsletters, flags.moveIn]).toEqual([true, true]);
    },
  },
  todoListsByUserId: {
    as: 'homeowner',
    variables: ({ me }) => ({ userId: me().userId }),
    check: ({ todoListsByUserId: lists }, { ids }) => {
      expect(lists).toHaveLength(1);
      const [list] = lists;
      expect(list).toMatchObject({
        userId: ids.users.homeowner,
        externalIdType: 'MOVE_IN',
        externalId: 'move-in-2025-homeowner',
      });
      expect(list?.items.map(({ todoText, state }) => [todoText, state])).toEqual([
        ['Book a gutter cleaning before the rains', 'OPEN'],
        ['Get three quotes for the deck repair', 'IN_PROGRESS'],
        ['Change the smoke detector batteries', 'DONE'],
      ]);
      const gutters = list?.items[0];
      expect(gutters?.tags.map(({ tagKey, tagValue }) => [tagKey, tagValue])).toEqual([
        ['serviceType', 'Gutter Cleaning'],
        ['priority', 'high'],
      ]);
      expect(gutters?.reminder?.reminderDate).toBe('2025-10-15T16:00:00.000Z');
    },
  },
  SendRemoveAccountRequest: {
    as: 'fresh',
    variables: ({ me }) => ({ email: me().email.toUpperCase(), reason: 'Moving abroad' }),
    check: async ({ sendAccountRemovalRequest: request }, { api, me }) => {
      expect(request).toMatchObject({ email: me().email, reason: 'Moving abroad' });
      expect(request.requestId).toBeGreaterThan(0);
      const mail = await latestMessage(api, me().email, 'accountRemoval');
      expect(mail.data.requestId).toBe(String(request.requestId));
    },
  },
};
