/** Resolvers of /graphql: the sign-up code, sign-up and log-in (spec 01 §4 "Sign-up flow", §7). */
import { EMAIL_PATTERN, type SessionDto, TEXT_LIMITS } from '@hearth/data';
import { z } from 'zod/mini';
import { signupSources } from '../db/schema';
import { createUser, findUserByEmail, logInWithPassword, PASSWORD_RULES } from '../domain/users';
import { ApiError } from '../errors';
import { hasRecentlyVerifiedCode } from '../resources/session';
import { sessionDtoFor } from '../resources/sessionDto';
import { countingFailures, rateLimitKeys } from '../security/rateLimit';
import { codePolicy, type SentCode, sendSignupCode, spendCodes, verifySignupCode } from './codes';
import type { GraphqlContext } from './context';
import { parseArgs } from './errors';

const emailAddress = (empty: string) =>
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(TEXT_LIMITS.email)),
    z.email({ pattern: EMAIL_PATTERN, error: 'Please enter a valid email address.' }),
  );

const sendArgs = z.object({ emailAddress: emailAddress('Please enter your email address.') });
const verifyArgs = z.object({
  emailAddress: emailAddress('Please enter your email address.'),
  singleUseCode: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code.')),
});
const signupArgs = z.object({
  firstName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your first name.'), z.maxLength(TEXT_LIMITS.firstName)),
  lastName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your last name.'), z.maxLength(TEXT_LIMITS.lastName)),
  email: emailAddress('Please enter your email address.'),
  password: z
    .string()
    .check(
      z.minLength(1, 'Please create a password.'),
      z.minLength(PASSWORD_RULES.minLength, PASSWORD_RULES.signupTooShort),
      z.maxLength(TEXT_LIMITS.password),
    ),
  sourceUi: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  accountType: z.nullish(z.enum(['HOMEOWNER'])),
});
const loginArgs = z.object({
  emailAddress: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your email address.'), z.maxLength(TEXT_LIMITS.email)),
  password: z
    .string()
    .check(z.minLength(1, 'Please enter your password.'), z.maxLength(TEXT_LIMITS.password)),
  sourceUi: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

type SignupResult =
  | ({ __typename: 'Session' } & SessionDto)
  | { __typename: 'AccountExists'; accountExists: true };

/** Postgres unique violation: a concurrent sign-up with the same e-mail won the race. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export const signupResolvers = {
  Query: {
    oneTimeCodePolicy: (_: unknown, _args: unknown, { hearth }: GraphqlContext) => codePolicy(hearth),
  },
  Mutation: {
    async verifyAccountByEmail(_: unknown, args: unknown, { hearth }: GraphqlContext) {
      const input = parseArgs(sendArgs, args);
      // Every send counts: sending is what a mail bomb abuses.
      await hearth.limiter.hit('code', rateLimitKeys('send', hearth.request.ip, input.emailAddress));
      const sent: SentCode = await sendSignupCode(hearth, input.emailAddress);
      return { success: true, ...sent };
    },

    async verifyEmailContactVerificationCode(_: unknown, args: unknown, { hearth }: GraphqlContext) {
      const input = parseArgs(verifyArgs, args);
      // Only wrong codes count: guessing is what is abused.
      const attempt = await hearth.limiter.hit(
        'code',
        rateLimitKeys('verify', hearth.request.ip, input.emailAddress),
      );
      return countingFailures(
        attempt,
        () => verifySignupCode(hearth, input.emailAddress, input.singleUseCode),
        (valid) => !valid,
      );
    },

    async userSignup(_: unknown, args: unknown, { hearth }: GraphqlContext): Promise<SignupResult> {
      const input = parseArgs(signupArgs, args);
      await hearth.limiter.hit('password', rateLimitKeys('signup', hearth.request.ip, input.email));
      if (!(await hasRecentlyVerifiedCode(hearth.db, input.email))) {
        throw new ApiError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Verify your email address with the code we sent before signing up.',
        );
      }
      const accountExists = { __typename: 'AccountExists', accountExists: true } as const;
      if (await findUserByEmail(hearth.db, input.email)) return accountExists;
      let userId: number;
      try {
        userId = await hearth.db.transaction(async (tx) => {
          const user = await createUser(tx, { ...input, emailVerified: true });
          await tx.insert(signupSources).values({
            userId: user.userId,
            sourceUi: input.sourceUi,
            accountType: input.accountType ?? 'HOMEOWNER',
          });
          await spendCodes(tx, input.email);
          return user.userId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return accountExists;
        throw error;
      }
      await hearth.logIn(userId);
      return { __typename: 'Session', ...(await sessionDtoFor(hearth.db, userId)) };
    },

    async userLogin(_: unknown, args: unknown, { hearth }: GraphqlContext): Promise<SessionDto> {
      const input = parseArgs(loginArgs, args);
      const userId = await logInWithPassword(hearth, input.emailAddress, input.password);
      return sessionDtoFor(hearth.db, userId);
    },
  },
  UserSignupResult: {
    __resolveType: (result: SignupResult) => result.__typename,
  },
};
