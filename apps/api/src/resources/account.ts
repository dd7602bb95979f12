import { type accountResources, PASSWORD_MESSAGES } from '@hearth/data';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { resolveCardToken } from '../domain/account/cards';
import { readContactPreferences, saveContactPreferences } from '../domain/account/contactPreferences';
import { listPhones, requireUsPhone } from '../domain/account/contacts';
import { activeCard, saveCard, setCardStatus, toPaymentMethod } from '../domain/account/payments';
import { confirmPhoneVerification, sendPhoneVerification } from '../domain/account/phoneVerification';
import { requestPasswordReset } from '../domain/passwordReset';
import { findUser } from '../domain/users';
import { ApiError, badRequest, notFound } from '../errors';
import { decoyHash, hashPassword, verifyPassword } from '../security/passwords';
import { rateLimitKeys } from '../security/rateLimit';
import { deleteUserSessions } from '../security/sessions';
import { decryptSecret } from '../security/tokens';
import type { HandlersFor } from './handlers';

export const accountHandlers: HandlersFor<typeof accountResources> = {
  changePassword: {
    update: async ({ userId, oldPassword, newPassword }, context) => {
      const user = await findUser(context.db, userId);
      if (!user) throw notFound('User');
      const matches = await verifyPassword(user.passwordHash ?? (await decoyHash()), oldPassword);
      if (!user.passwordHash || !matches) {
        throw new ApiError(400, 'INVALID_OLD_PASSWORD', PASSWORD_MESSAGES.identityError, {
          oldPassword: [PASSWORD_MESSAGES.identityError],
        });
      }
      const passwordHash = await hashPassword(newPassword);
      await context.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.userId, userId));
        // Every other session ends with the old password; this browser gets a fresh one below.
        await deleteUserSessions(tx, userId);
      });
      await context.logIn(userId);
      return { userId, passwordChanged: true as const };
    },
  },
  userForgotPassword: {
    create: async ({ userEmail }, context) => {
      await requestPasswordReset(context, userEmail);
      return { accepted: true as const };
    },
  },
  paymentMethod: {
    read: async ({ userId, billingAgent }, { db }) => {
      const card = await activeCard(db, userId, billingAgent);
      if (!card) throw notFound('Payment method');
      return toPaymentMethod(card);
    },
    create: async ({ userId, billingAgent, creditCardToken, paymentProcessor, card }, context) => {
      const summary = resolveCardToken(creditCardToken, card, { environment: context.config.environment });
      const row = await context.db.transaction((tx) =>
        saveCard(tx, { userId, billingAgent, paymentProcessor, token: creditCardToken, card: summary }),
      );
      return toPaymentMethod(row);
    },
    update: async (input, { db }) => toPaymentMethod(await db.transaction((tx) => setCardStatus(tx, input))),
  },
  shareableSecret: {
    update: async ({ token }, { config }) => {
      const decryptedData = decryptSecret(config.secretKey, token);
      if (decryptedData === null) {
        const message = 'This link is invalid.';
        throw badRequest(message, { token: [message] });
      }
      return { decryptedData };
    },
  },
  homeownerContactPreferences: {
    read: (key, { db }) => readContactPreferences(db, key),
    update: ({ userId, verificationToken, mediaFromPros, mediaFromHearth }, { db }) =>
      saveContactPreferences(db, { userId, verificationToken }, { mediaFromPros, mediaFromHearth }),
  },
  resolverHomeownerContactPreferences: {
    read: (key, { db }) => readContactPreferences(db, key),
  },
  phoneVerification: {
    create: async ({ userId, phoneNumber }, context) => {
      const number = requireUsPhone(phoneNumber);
      const phone = (await listPhones(context.db, userId)).find((row) => row.phoneNumber === number);
      if (!phone) {
        const message = 'This phone number is not on your account.';
        throw badRequest(message, { phoneNumber: [message] });
      }
      // Counted only when a call would be placed, per client address and per user.
      await context.limiter.hit('phoneVerification', [
        ...rateLimitKeys('call', context.request.ip),
        `call:user:${userId}`,
      ]);
      await sendPhoneVerification(context, phone);
      return { userId, phoneNumber: number, sent: true as const };
    },
  },
  phoneVerificationConfirm: {
    update: async ({ token }, { db }) => ({
      state: (await confirmPhoneVerification(db, token)) ? ('SUCCESS' as const) : ('FAILURE' as const),
    }),
  },
};
