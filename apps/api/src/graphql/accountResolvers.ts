/** Resolvers of /gql-frontend-account (spec 02 §7 "GraphQL"). */
import { EMAIL_PATTERN, SUBSCRIPTION_SOURCES, TEXT_LIMITS } from '@hearth/data';
import { eq } from 'drizzle-orm';
import { z } from 'zod/mini';
import { accountRemovalRequests, users } from '../db/schema';
import { findUser, normalizeEmail } from '../domain/users';
import { forbidden, notFound } from '../errors';
import { enqueue } from '../outbox/outbox';
import { deleteUserSessions } from '../security/sessions';
import { authorizeEmail, authorizeUser, type GraphqlContext, ownsEmail } from './context';
import { parseArgs } from './errors';
import { replaceUnsubscribed, subscriptionTree } from './subscriptionStore';
import { todoListsOf } from './todo';

const userId = z.int().check(z.positive());
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Email is required.'), z.maxLength(TEXT_LIMITS.email)),
  z.email({ pattern: EMAIL_PATTERN, error: 'Invalid email address.' }),
);
const token = z.nullish(z.string().check(z.maxLength(512)));

const emailNoticesArgs = z.object({ userId: z.nullish(userId) });
const setEmailNoticesArgs = z.object({
  userId: z.nullish(userId),
  emailNoticesFlag: z.boolean({ error: 'emailNoticesFlag must be true or false.' }),
});
const subscriptionStatusArgs = z.object({ email, token });
const updateAllArgs = z.object({
  email,
  groupShortCodes: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
    .check(z.maxLength(500)),
  source: z.enum(SUBSCRIPTION_SOURCES),
  token,
});
const todoArgs = z.object({ userId });
const removalArgs = z.object({
  email,
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please choose a reason.'), z.maxLength(TEXT_LIMITS.removalReason)),
});

async function emailNotices({ hearth }: GraphqlContext, target: number) {
  const user = await findUser(hearth.db, target);
  if (!user) throw notFound('User');
  return { userId: user.userId, emailNoticesFlag: user.emailNoticesFlag };
}

export const accountResolvers = {
  Query: {
    async getEmailNotices(_: unknown, args: unknown, context: GraphqlContext) {
      const input = parseArgs(emailNoticesArgs, args);
      const caller = context.hearth.requireCaller();
      const target = input.userId ?? caller.userId;
      authorizeUser(context.hearth, target, 'read');
      return emailNotices(context, target);
    },

    async subscriptionStatus(_: unknown, args: unknown, { hearth }: GraphqlContext) {
      const input = parseArgs(subscriptionStatusArgs, args);
      await authorizeEmail(hearth, input.email, 'read', input.token);
      return subscriptionTree(hearth.db, input.email);
    },

    async todoListsByUserId(_: unknown, args: unknown, { hearth }: GraphqlContext) {
      const input = parseArgs(todoArgs, args);
      authorizeUser(hearth, input.userId, 'read');
      return todoListsOf(hearth.db, input.userId);
    },
  },

  Mutation: {
    async setEmailNotices(_: unknown, args: unknown, context: GraphqlContext) {
      const input = parseArgs(setEmailNoticesArgs, args);
      const caller = context.hearth.requireCaller();
      const target = input.userId ?? caller.userId;
      authorizeUser(context.hearth, target, 'write');
      await context.hearth.db
        .update(users)
        .set({ emailNoticesFlag: input.emailNoticesFlag })
        .where(eq(users.userId, target));
      return emailNotices(context, target);
    },

    async updateAllSubscriptions(_: unknown, args: unknown, { hearth }: GraphqlContext) {
      const input = parseArgs(updateAllArgs, args);
      const actor = await authorizeEmail(hearth, input.email, 'write', input.token);
      return replaceUnsubscribed(
        hearth.db,
        { email: input.email, source: input.source, changedByUserId: actor?.userId ?? null },
        input.groupShortCodes,
      );
    },

    async sendAccountRemovalRequest(_: unknown, args: unknown, { hearth }: GraphqlContext) {
      const input = parseArgs(removalArgs, args);
      const caller = hearth.requireCaller();
      // Only the account holder; a curator may not ask for someone else's removal.
      if (!(await ownsEmail(hearth, caller, input.email))) throw forbidden();
      const address = normalizeEmail(input.email);
      const request = await hearth.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(accountRemovalRequests)
          .values({ userId: caller.userId, email: address, reason: input.reason })
          .returning();
        if (!inserted) throw new Error('insert returned no removal request');
        // Signed out everywhere: no session of the account outlives the request.
        await deleteUserSessions(tx, caller.userId);
        await enqueue(tx, {
          channel: 'email',
          kind: 'accountRemoval',
          to: address,
          subject: `We received your request to remove your ${hearth.config.productName} account`,
          text:
            `We received your request to remove your ${hearth.config.productName} account. Removal has begun processing and ` +
            'can take up to 45 days; we will confirm when it is complete.\n\n' +
            `Reason given: ${input.reason}\n\nIf you did not ask for this, contact support right away.\n`,
          data: { requestId: String(inserted.requestId), reason: input.reason },
        });
        return inserted;
      });
      hearth.outbox.nudge();
      return {
        requestId: request.requestId,
        email: request.email,
        reason: request.reason,
        createdAt: request.createdAt.toISOString(),
      };
    },
  },
};
