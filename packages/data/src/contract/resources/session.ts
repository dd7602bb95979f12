/** Session and auth. */
import { z } from 'zod/mini';
import { email } from '../fields';
import { TEXT_LIMITS } from '../limits';
import { resource } from '../resource';

export const companySummary = /* @__PURE__ */ z.object({
  hearthCompanyId: z.number(),
  name: z.string(),
  seoUrl: z.string(),
});

export const userContext = /* @__PURE__ */ z.object({
  userId: z.number(),
  email: z.string(),
  loggedIn: z.literal(true),
  displayName: z.nullable(z.string()),
  roles: z.array(z.string()),
  hasNoPassword: z.boolean(),
  hearthUser: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.nullable(z.string()),
    displayName: z.nullable(z.string()),
    headshotImageFilename: z.nullable(z.string()),
    headshotImageDTO: z.nullable(z.object({ filename: z.string() })),
    companyId: z.nullable(z.number()),
  }),
  hearthFaceBookUserDTO: z.nullable(z.object({ facebookUserId: z.string() })),
});
export type UserContext = z.infer<typeof userContext>;

/** `userContext` is null for a visitor; `company` is set for users with a company (pros). */
export const sessionDto = /* @__PURE__ */ z.object({
  userContext: z.nullable(userContext),
  company: z.nullable(companySummary),
});
export type SessionDto = z.infer<typeof sessionDto>;
export const sessionData = /* @__PURE__ */ z.object({ dto: sessionDto });

const password = /* @__PURE__ */ z.string().check(z.maxLength(TEXT_LIMITS.password));

export const sessionDataResource = resource('sessionData', {
  /** The current session: user context and company, or nulls for a visitor. */
  read: {
    path: '/session',
    input: () => z.object({}),
    output: () => sessionData,
    access: { type: 'public' },
  },
});

export const sessionResource = resource('session', {
  /** Log out: deletes the session and its cookie. */
  delete: {
    path: '/session',
    input: () => z.object({}),
    output: () => z.object({ loggedOut: z.literal(true) }),
    access: { type: 'public' },
  },
});

export const userLoginResource = resource('userLogin', {
  /** Log in with e-mail and password; 401 when they do not match. */
  create: {
    path: '/session/login',
    input: () =>
      z.object({
        email: z.string().check(z.trim(), z.minLength(1), z.maxLength(TEXT_LIMITS.email)),
        password: password.check(z.minLength(1)),
      }),
    output: () => sessionData,
    access: { type: 'public' },
    rateLimit: 'login',
  },
});

export const userSignupResource = resource('userSignup', {
  /**
   * Create an account (the modal variant). Rule failures come back as formErrors /
   * validationErrors, an existing e-mail as accountExists; otherwise the user is logged in.
   */
  create: {
    path: '/users/signup',
    input: () =>
      z.object({
        firstName: z.string().check(z.maxLength(TEXT_LIMITS.firstName)),
        lastName: z.string().check(z.maxLength(TEXT_LIMITS.lastName)),
        email: z.string().check(z.maxLength(TEXT_LIMITS.email)),
        password,
        passwordConfirm: password,
      }),
    output: () =>
      z.object({
        formErrors: z.optional(z.array(z.string())),
        validationErrors: z.optional(z.record(z.string(), z.string())),
        accountExists: z.optional(z.boolean()),
        dto: z.optional(sessionDto),
      }),
    access: { type: 'public' },
    rateLimit: 'password',
  },
});

export const setPasswordlessUserPasswordServiceResource = resource('setPasswordlessUserPasswordService', {
  /**
   * Set the first password of an account created without one. Needs the e-mail proven: a session of
   * that user, a one-time code verified in the last 30 minutes, or the unused token of its
   * set-password e-mail.
   */
  update: {
    path: '/users/passwordless-password',
    input: () =>
      z.object({
        email: email(),
        password: z.string().check(z.maxLength(TEXT_LIMITS.passwordlessPassword)),
        /** The set-password e-mail's token (uuid v4, single use): proof of the address without a session. */
        token: z.optional(z.uuid()),
      }),
    output: () => z.object({ dto: z.object({ userId: z.number() }) }),
    access: { type: 'public' },
    rateLimit: 'password',
  },
});

export const passwordResetServiceResource = resource('passwordResetService', {
  /**
   * Set a new password with an e-mailed reset token (uuid v4, single use, 1 hour). An unknown,
   * expired or used token gives 400 with code EXPIRED_TOKEN; a password breaking the rule gives 400
   * with code INVALID_PASSWORD.
   */
  update: {
    path: '/users/password-reset',
    input: () => z.object({ token: z.uuid(), password: z.string().check(z.maxLength(1024)) }),
    /**
     * The empty object the spec describes for an expired token is still read as expired by the
     * client; the reference API answers 400 EXPIRED_TOKEN instead.
     */
    output: () => z.union([z.object({ userId: z.number(), email: z.string() }), z.object({})]),
    access: { type: 'public' },
    rateLimit: 'password',
  },
});

export const sessionResources = {
  sessionData: sessionDataResource,
  session: sessionResource,
  userLogin: userLoginResource,
  userSignup: userSignupResource,
  setPasswordlessUserPasswordService: setPasswordlessUserPasswordServiceResource,
  passwordResetService: passwordResetServiceResource,
};
