import { type ResourceDefinition, resources, type sessionResources } from '@hearth/data';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { oneTimeCodes, users } from '../db/schema';
import { claimResetToken } from '../domain/passwordReset';
import {
  createUser,
  findUserByEmail,
  logInWithPassword,
  normalizeEmail,
  PASSWORD_RULES,
  validPasswordWithLetter,
} from '../domain/users';
import { ApiError, badRequest, conflict, forbidden } from '../errors';
import { hashPassword } from '../security/passwords';
import { deleteUserSessions } from '../security/sessions';
import type { HandlersFor } from './handlers';
import { sessionDtoFor } from './sessionDto';

/** A verified one-time code proves the e-mail for this long (sign-up, passwordless set). */
export const VERIFIED_CODE_VALID_MS = 30 * 60_000;

export async function hasRecentlyVerifiedCode(db: Parameters<typeof findUserByEmail>[0], email: string) {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, normalizeEmail(email)),
        isNotNull(oneTimeCodes.verifiedAt),
        gt(oneTimeCodes.verifiedAt, new Date(Date.now() - VERIFIED_CODE_VALID_MS)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Resources answered from the session payload read together with the session (one round trip). */
export const READS_SESSION_DTO: ReadonlySet<ResourceDefinition> = new Set([resources.sessionData.read]);

export const sessionHandlers: HandlersFor<typeof sessionResources> = {
  sessionData: {
    read: async (_input, { db, caller, request }) => ({
      dto: request.sessionDto ?? (await sessionDtoFor(db, caller?.userId)),
    }),
  },
  session: {
    delete: async (_input, context) => {
      await context.logOut();
      return { loggedOut: true as const };
    },
  },
  userLogin: {
    create: async ({ email, password }, context) => {
      const userId = await logInWithPassword(context, email, password);
      return { dto: await sessionDtoFor(context.db, userId) };
    },
  },
  userSignup: {
    create: async (input, context) => {
      const validationErrors: Record<string, string> = {};
      if (!input.firstName.trim()) validationErrors.firstName = 'Please enter your first name.';
      if (!input.lastName.trim()) validationErrors.lastName = 'Please enter your last name.';
      if (!input.email.trim()) validationErrors.email = 'Please enter your email address.';
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()))
        validationErrors.email = 'Please enter a valid email address.';
      if (!input.password) validationErrors.password = 'Please create a password.';
      else if (input.password.length < PASSWORD_RULES.minLength)
        validationErrors.password = PASSWORD_RULES.signupTooShort;
      if (!input.passwordConfirm) validationErrors.passwordConfirm = 'Please confirm your password.';
      else if (input.password !== input.passwordConfirm)
        validationErrors.passwordConfirm = PASSWORD_RULES.mismatch;
      if (Object.keys(validationErrors).length) return { validationErrors };
      if (await findUserByEmail(context.db, input.email)) {
        return { accountExists: true, formErrors: ['An account with this email already exists.'] };
      }
      const user = await context.db.transaction((tx) =>
        createUser(tx, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          password: input.password,
        }),
      );
      await context.logIn(user.userId);
      return { dto: await sessionDtoFor(context.db, user.userId) };
    },
  },
  setPasswordlessUserPasswordService: {
    update: async ({ email, password, token }, context) => {
      if (!validPasswordWithLetter(password))
        throw badRequest(PASSWORD_RULES.withLetter, { password: [PASSWORD_RULES.withLetter] });
      const user = await findUserByEmail(context.db, email);
      if (!user) throw forbidden();
      if (user.passwordHash) throw conflict('This account already has a password.');
      const provenBefore =
        context.caller?.userId === user.userId || (await hasRecentlyVerifiedCode(context.db, email));
      if (!provenBefore && !token) throw forbidden();
      const passwordHash = await hashPassword(password);
      await context.db.transaction(async (tx) => {
        // The e-mailed token is used up only together with the password it sets.
        if (!provenBefore && (await claimResetToken(tx, token ?? '', user.userId)) === null)
          throw forbidden();
        await tx.update(users).set({ passwordHash }).where(eq(users.userId, user.userId));
      });
      return { dto: { userId: user.userId } };
    },
  },
  passwordResetService: {
    update: async ({ token, password }, context) => {
      if (password.length < PASSWORD_RULES.minLength) {
        throw new ApiError(400, 'INVALID_PASSWORD', PASSWORD_RULES.resetInvalid, {
          password: [PASSWORD_RULES.resetInvalid],
        });
      }
      const passwordHash = await hashPassword(password);
      return context.db.transaction(async (tx) => {
        // Claiming the token and changing the password happen together or not at all.
        const claimedUserId = await claimResetToken(tx, token);
        if (claimedUserId === null) {
          throw new ApiError(400, 'EXPIRED_TOKEN', PASSWORD_RULES.resetExpired, {
            token: [PASSWORD_RULES.resetExpired],
          });
        }
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.userId, claimedUserId))
          .returning({ userId: users.userId, email: users.email });
        // Everyone holding an old session is logged out once the password changes.
        await deleteUserSessions(tx, claimedUserId);
        return user ?? {};
      });
    },
  },
};
