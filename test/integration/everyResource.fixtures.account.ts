/** Fixtures of the session, users, account-settings and subscriptions resources. */
import { expect } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/accounts';
import { unsubscribeLink } from '../../apps/api/src/web/unsubscribe';
import { type FixtureTable, latestMessage, offlineCardToken, proveEmail } from './everyResource.support';

const homeowner = DEMO_ACCOUNTS.homeowner;

export const sessionFixtures = {
  'sessionData.read': {
    as: 'pro',
    input: () => ({}),
    check: ({ dto }, { ids }) => {
      expect(dto.userContext).toMatchObject({ email: DEMO_ACCOUNTS.pro.email, userId: ids.users.pro });
      expect(dto.company).toEqual({
        hearthCompanyId: ids.companies.pro,
        name: 'Priya Plumbing & Heating',
        seoUrl: '/c/priya-plumbing-heating',
      });
    },
  },
  'session.delete': {
    as: 'fresh',
    input: () => ({}),
    check: async (output, { client }) => {
      expect(output).toEqual({ loggedOut: true });
      expect((await client.resources.sessionData.read()).dto.userContext).toBeNull();
    },
  },
  'userLogin.create': {
    as: 'visitor',
    input: () => ({ email: homeowner.email, password: DEMO_PASSWORD }),
    check: async ({ dto }, { client, ids }) => {
      expect(dto.userContext).toMatchObject({
        userId: ids.users.homeowner,
        loggedIn: true,
        hasNoPassword: false,
      });
      expect(dto.userContext?.hearthUser).toMatchObject({ firstName: 'Hana', lastName: 'Homeowner' });
      expect(dto.company).toBeNull();
      // The visitor's client now carries the homeowner's session.
      expect((await client.resources.sessionData.read()).dto.userContext?.email).toBe(homeowner.email);
    },
  },
  'userSignup.create': {
    as: 'visitor',
    input: ({ unique }) => ({
      firstName: 'Sasha',
      lastName: 'Signup',
      email: `${unique('signup')}@hearth.test`,
      password: 'secret-12',
      passwordConfirm: 'secret-12',
    }),
    check: async (output, { client }, input) => {
      expect(output.accountExists).toBeUndefined();
      expect(output.validationErrors).toBeUndefined();
      expect(output.dto?.userContext).toMatchObject({ email: input.email, hasNoPassword: false });
      expect((await client.resources.sessionData.read()).dto.userContext?.hearthUser.firstName).toBe('Sasha');
    },
  },
  'setPasswordlessUserPasswordService.update': {
    // The demo account without a password proves its address with the e-mailed code, then sets one.
    as: 'visitor',
    input: async (ctx) => {
      await proveEmail(ctx, DEMO_ACCOUNTS.passwordless.email);
      return { email: DEMO_ACCOUNTS.passwordless.email, password: 'first-password-1' };
    },
    check: async (output, { ids, visitor }, input) => {
      expect(output).toEqual({ dto: { userId: ids.users.passwordless } });
      const login = await visitor().resources.userLogin.create({
        email: input.email,
        password: input.password,
      });
      expect(login.dto.userContext).toMatchObject({ userId: ids.users.passwordless, hasNoPassword: false });
    },
  },
  'passwordResetService.update': {
    as: 'fresh',
    input: async ({ api, client, me }) => {
      await client.resources.userForgotPassword.create({ userEmail: me().email });
      const { data } = await latestMessage(api, me().email, 'passwordReset');
      return { token: data.token ?? '', password: 'reset-secret-2' };
    },
    check: async (output, { me, visitor }, input) => {
      expect(output).toEqual({ userId: me().userId, email: me().email });
      const login = await visitor().resources.userLogin.create({
        email: me().email,
        password: input.password,
      });
      expect(login.dto.userContext?.userId).toBe(me().userId);
    },
  },
} satisfies Partial<FixtureTable>;

export const usersFixtures = {
  'user.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (user, { ids }) => {
      expect(user).toEqual({
        userId: ids.users.homeowner,
        firstName: 'Hana',
        lastName: 'Homeowner',
        hasNoPassword: false,
        emailAddress: homeowner.email,
      });
    },
  },
  'user.update': {
    as: 'fresh',
    input: ({ me }) => ({ userId: me().userId, firstName: '  Renata ', lastName: 'Renamed' }),
    check: async (user, { client, me }) => {
      expect(user).toMatchObject({ userId: me().userId, firstName: 'Renata', lastName: 'Renamed' });
      const again = await client.resources.user.read({ userId: me().userId });
      expect([again.firstName, again.lastName]).toEqual(['Renata', 'Renamed']);
    },
  },
  'user.create': {
    // The bulk directory lookup: public fields only, the e-mail only for oneself.
    as: 'homeowner',
    input: ({ ids }) => ({ userIds: [ids.users.homeowner, ids.users.pro, 987_654] }),
    check: (directory, { ids }) => {
      expect(Object.keys(directory).sort()).toEqual(
        [String(ids.users.homeowner), String(ids.users.pro)].sort(),
      );
      expect(directory[ids.users.homeowner]).toMatchObject({ firstName: 'Hana', email: homeowner.email });
      expect(directory[ids.users.pro]).toEqual({
        userId: ids.users.pro,
        hearthUserId: ids.users.pro,
        firstName: 'Priya',
        email: null,
      });
    },
  },
  'userEmailByUserIdService.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (emails) => {
      expect(emails.map((email) => [email.emailAddress, email.primary])).toEqual([
        [homeowner.email, true],
        ['hana.alt@hearth.test', false],
      ]);
      expect(emails[1]).toMatchObject({
        optedOut: true,
        emailAllowed: false,
        optedOutUtcMs: Date.UTC(2025, 0, 15),
      });
    },
  },
  'userEmailByUserIdService.create': {
    as: 'fresh',
    input: ({ me, unique }) => ({
      userId: me().userId,
      emailAddress: `${unique('second')}@hearth.test`,
      primary: false,
    }),
    check: async (email, { client, me }, input) => {
      expect(email).toMatchObject({ emailAddress: input.emailAddress, primary: false, verified: false });
      const emails = await client.resources.userEmailByUserIdService.read({ userId: me().userId });
      expect(emails.map((row) => row.emailAddress)).toEqual([me().email, input.emailAddress]);
    },
  },
  'userEmailByUserIdService.update': {
    as: 'fresh',
    input: ({ me, unique }) => ({ userId: me().userId, emailAddress: `${unique('moved')}@hearth.test` }),
    check: async (email, { client, me }, input) => {
      expect(email).toMatchObject({ emailAddress: input.emailAddress, primary: true, verified: false });
      // The primary address is also the login e-mail.
      expect((await client.resources.user.read({ userId: me().userId })).emailAddress).toBe(
        input.emailAddress,
      );
    },
  },
  'userImages.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (images, { ids }) => {
      expect(images[0]).toEqual({
        userImageId: ids.homeownerHeadshot.userImageId,
        userId: ids.users.homeowner,
        imageFileName: ids.homeownerHeadshot.imageFileName,
      });
    },
  },
  'userImage.create': {
    // The seeded headshot is one of the homeowner's uploads, so it may become the current one again.
    as: 'homeowner',
    input: ({ me, ids }) => ({ userId: me().userId, imageFileName: ids.homeownerHeadshot.imageFileName }),
    check: async (image, { client, ids, me }) => {
      expect(image.userImageId).toBeGreaterThan(ids.homeownerHeadshot.userImageId);
      expect(image.imageFileName).toBe(ids.homeownerHeadshot.imageFileName);
      const [current] = await client.resources.userImages.read({ userId: me().userId });
      expect(current?.userImageId).toBe(image.userImageId);
    },
  },
  'userPhone.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (phones) => {
      expect(
        phones.map(({ phoneNumber, phoneType, primary }) => ({ phoneNumber, phoneType, primary })),
      ).toEqual([
        { phoneNumber: '(512) 555-0142', phoneType: 'MOBILE', primary: true },
        { phoneNumber: '(512) 555-0199', phoneType: 'HOME', primary: false },
      ]);
      expect(phones[0]?.verified).toBe(true);
    },
  },
  'userPhone.create': {
    as: 'fresh',
    input: ({ me, phone }) => ({ userId: me().userId, phoneNumber: phone().replace(/\D/g, '') }),
    check: async (created, { client, me }, input) => {
      const national = `(${input.phoneNumber.slice(0, 3)}) ${input.phoneNumber.slice(3, 6)}-${input.phoneNumber.slice(6)}`;
      expect(created).toMatchObject({
        phoneNumber: national,
        primary: true,
        verified: false,
        countryCode: 'US',
      });
      expect(
        (await client.resources.userPhone.read({ userId: me().userId })).map((row) => row.phoneNumber),
      ).toEqual([national]);
    },
  },
  'userPhone.update': {
    as: 'fresh',
    input: async ({ client, me, phone }) => {
      await client.resources.userPhone.create({ userId: me().userId, phoneNumber: phone() });
      return { userId: me().userId, phoneNumber: phone() };
    },
    check: async (updated, { client, me }, input) => {
      expect(updated).toMatchObject({ phoneNumber: input.phoneNumber, primary: true, verified: false });
      const phones = await client.resources.userPhone.read({ userId: me().userId });
      expect(phones.map((row) => row.phoneNumber)).toEqual([input.phoneNumber]);
    },
  },
  'userAddress.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (address, { ids }) => {
      // The primary location's address (the home, not the address moved from).
      expect(address).toMatchObject({
        street1: '1100 Congress Ave',
        street2: 'Unit 4',
        city: 'Austin',
        province: 'TX',
        postalCode: '78701',
        userId: ids.users.homeowner,
      });
    },
  },
} satisfies Partial<FixtureTable>;

export const accountFixtures = {
  'changePassword.update': {
    as: 'fresh',
    input: ({ me }) => ({
      userId: me().userId,
      oldPassword: me().password,
      newPassword: 'changed-pass-3',
      confirmPassword: 'changed-pass-3',
    }),
    check: async (output, { client, me, visitor }, input) => {
      expect(output).toEqual({ userId: me().userId, passwordChanged: true });
      // This browser stays logged in; the new password logs in elsewhere.
      expect((await client.resources.sessionData.read()).dto.userContext?.userId).toBe(me().userId);
      const login = await visitor().resources.userLogin.create({
        email: me().email,
        password: input.newPassword,
      });
      expect(login.dto.userContext?.userId).toBe(me().userId);
    },
  },
  'userForgotPassword.create': {
    as: 'visitor',
    input: () => ({ userEmail: DEMO_ACCOUNTS.inspector.email }),
    check: async (output, { api }) => {
      expect(output).toEqual({ accepted: true });
      const mail = await latestMessage(api, DEMO_ACCOUNTS.inspector.email, 'passwordReset');
      expect(mail.data.link).toMatch(/\/account\/password-reset\/[0-9a-f-]{36}$/);
    },
  },
  'paymentMethod.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId, billingAgent: 'DONE' }),
    check: (card) => {
      // The seeded Visa is the active one; the older Mastercard is INACTIVE.
      expect(card).toMatchObject({
        status: 'ACTIVE',
        billingAgent: 'DONE',
        card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 12, expiryYear: 2030 },
      });
    },
  },
  'paymentMethod.create': {
    as: 'fresh',
    input: ({ me }) => ({
      userId: me().userId,
      billingAgent: 'DONE',
      creditCardToken: 'tok_amex',
      paymentProcessor: 'STRIPE',
    }),
    check: async (created, { client, me }) => {
      expect(created).toMatchObject({
        status: 'ACTIVE',
        card: { cardType: 'American Express', lastFour: '0005' },
      });
      const active = await client.resources.paymentMethod.read({ userId: me().userId, billingAgent: 'DONE' });
      expect(active.paymentMethodId).toBe(created.paymentMethodId);
    },
  },
  'paymentMethod.update': {
    // Two cards: the second one made the first INACTIVE; making the first ACTIVE again swaps them back.
    as: 'fresh',
    input: async ({ client, me }) => {
      const save = (brand: 'visa' | 'mastercard', last4: string) =>
        client.resources.paymentMethod.create({
          userId: me().userId,
          billingAgent: 'HEARTH',
          creditCardToken: offlineCardToken(),
          paymentProcessor: 'STRIPE',
          card: { brand, last4, expMonth: 8, expYear: 2031 },
        });
      const first = await save('visa', '1881');
      await save('mastercard', '5454');
      return {
        userId: me().userId,
        paymentMethodId: first.paymentMethodId,
        status: 'ACTIVE' as const,
        billingAgent: 'HEARTH' as const,
      };
    },
    check: async (card, { client, me }, input) => {
      expect(card).toMatchObject({ paymentMethodId: input.paymentMethodId, status: 'ACTIVE' });
      expect(card.card).toEqual({ cardType: 'Visa', lastFour: '1881', expiryMonth: 8, expiryYear: 2031 });
      const active = await client.resources.paymentMethod.read({
        userId: me().userId,
        billingAgent: 'HEARTH',
      });
      expect(active.card.lastFour).toBe('1881');
    },
  },
  'shareableSecret.update': {
    // The token of the unsubscribe link an e-mail to the homeowner carries.
    as: 'visitor',
    input: ({ api }) => ({ token: unsubscribeLink(api.app.hearth.config, homeowner.email).token }),
    check: (output) => {
      expect(output).toEqual({ decryptedData: homeowner.email });
    },
  },
  'homeownerContactPreferences.read': {
    // No login: the e-mailed token alone opens the homeowner's preferences.
    as: 'visitor',
    input: ({ ids }) => ({ verificationToken: ids.homeownerContactToken }),
    check: (preferences, { ids }) => {
      expect(preferences).toEqual({
        userId: ids.users.homeowner,
        mediaFromPros: { sms: true, email: true },
        mediaFromHearth: { sms: false, email: true },
      });
    },
  },
  'homeownerContactPreferences.update': {
    as: 'fresh',
    input: ({ me }) => ({
      userId: me().userId,
      mediaFromPros: { sms: true, email: false },
      mediaFromHearth: { sms: true, email: true },
    }),
    check: async (saved, { client, me }, input) => {
      expect(saved).toEqual({
        userId: me().userId,
        mediaFromPros: input.mediaFromPros,
        mediaFromHearth: input.mediaFromHearth,
      });
      const read = await client.resources.homeownerContactPreferences.read({ userId: me().userId });
      expect(read.mediaFromPros).toEqual({ sms: true, email: false });
    },
  },
  'resolverHomeownerContactPreferences.read': {
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId }),
    check: (preferences, { ids }) => {
      expect(preferences).toEqual({
        userId: ids.users.homeowner,
        mediaFromPros: { sms: true, email: true },
        mediaFromHearth: { sms: false, email: true },
      });
    },
  },
  'phoneVerification.create': {
    // The homeowner's seeded second phone is unverified.
    as: 'homeowner',
    input: ({ me }) => ({ userId: me().userId, phoneNumber: '512-555-0199' }),
    check: async (output, { api, ids }) => {
      expect(output).toEqual({ userId: ids.users.homeowner, phoneNumber: '(512) 555-0199', sent: true });
      const call = await latestMessage(api, '+15125550199', 'phoneVerification');
      expect(call.channel).toBe('phone');
      expect(new URL(call.data.link ?? '').searchParams.get('phoneVerificationToken')).toBe(call.data.token);
    },
  },
  'phoneVerificationConfirm.update': {
    as: 'fresh',
    input: async ({ api, client, me, phone }) => {
      const number = phone();
      await client.resources.userPhone.create({ userId: me().userId, phoneNumber: number });
      await client.resources.phoneVerification.create({ userId: me().userId, phoneNumber: number });
      const { data } = await latestMessage(api, `+1${number.replace(/\D/g, '')}`, 'phoneVerification');
      return { token: data.token ?? '' };
    },
    check: async (output, { client, me }) => {
      expect(output).toEqual({ state: 'SUCCESS' });
      const [phone] = await client.resources.userPhone.read({ userId: me().userId });
      expect(phone?.verified).toBe(true);
    },
  },
} satisfies Partial<FixtureTable>;

export const subscriptionsFixtures = {
  'emailSubscriptions.read': {
    // The homeowner is off two leaf groups only, so both flags are still on.
    as: 'homeowner',
    input: () => ({ emailAddress: homeowner.email }),
    check: (flags) => {
      expect(flags).toEqual({ emailAddress: homeowner.email, newsletters: true, moveIn: true, alert: null });
    },
  },
  'emailSubscriptions.update': {
    as: 'fresh',
    input: ({ me }) => ({
      emailAddress: me().email,
      shortCode: 'NEWSLETTER',
      active: false,
      source: 'SUBSCRIPTION_PAGE' as const,
    }),
    check: async (flags, { client, me }) => {
      expect(flags).toMatchObject({ newsletters: false, moveIn: true });
      const read = await client.resources.emailSubscriptions.read({ emailAddress: me().email });
      expect([read.newsletters, read.moveIn]).toEqual([false, true]);
    },
  },
} satisfies Partial<FixtureTable>;
