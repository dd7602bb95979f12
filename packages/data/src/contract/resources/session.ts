/** Session and auth (spec 01 §7 "Session and auth"). */
import { z } from 'zod';
import { email } from '../fields';
import { resource } from '../resource';

export const companySummary = z.object({
  hearthCompanyId: z.number(),
  name: z.string(),
  seoUrl: z.string(),
});

export const userContext = z.object({
  userId: z.number(),
  email: z.string(),
  loggedIn: z.literal(true),
  displayName: z.string().nullable(),
  roles: z.array(z.string()),
  hasNoPassword: z.boolean(),
  hearthUser: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    displayName: z.string().nullable(),
    headshotImageFilename: z.string().nullable(),
    headshotImageDTO: z.object({ filename: z.string() }).nullable(),
    companyId: z.number().nullable(),
  }),
  hearthFaceBookUserDTO: z.object({ facebookUserId: z.string() }).nullable(),
});
export type UserContext = z.infer<typeof userContext>;

/** `userContext` is null for a visitor; `company` is set for users with a company (pros). */
export const sessionDto = z.object({
  userContext: userContext.nullable(),
  company: companySummary.nullable(),
});
export type SessionDto = z.infer<typeof sessionDto>;
export const sessionData = z.object({ dto: sessionDto });

const password = z.string().max(1024);

export const sessionResources = {
  sessionData: resource('sessionData', {
    read: {
      path: '/session',
      input: z.object({}),
      output: sessionData,
      access: { type: 'public' },
      summary: 'The current session: user context and company, or nulls for a visitor.',
    },
  }),
  session: resource('session', {
    delete: {
      path: '/session',
      input: z.object({}),
      output: z.object({ loggedOut: z.literal(true) }),
      access: { type: 'public' },
      summary: 'Log out: deletes the session and its cookie.',
    },
  }),
  userLogin: resource('userLogin', {
    create: {
      path: '/session/login',
      input: z.object({ email: z.string().trim().min(1).max(320), password: password.min(1) }),
      output: sessionData,
      access: { type: 'public' },
      rateLimit: 'login',
      summary: 'Log in with e-mail and password; 401 when they do not match.',
    },
  }),
  userSignup: resource('userSignup', {
    create: {
      path: '/users/signup',
      input: z.object({
        firstName: z.string().max(100),
        lastName: z.string().max(100),
        email: z.string().max(320),
        password,
        passwordConfirm: password,
      }),
      output: z.object({
        formErrors: z.array(z.string()).optional(),
        validationErrors: z.record(z.string(), z.string()).optional(),
        accountExists: z.boolean().optional(),
        dto: sessionDto.optional(),
      }),
      access: { type: 'public' },
      rateLimit: 'password',
      summary:
        'Create an account (the modal variant). Rule failures come back as formErrors / validationErrors, an existing e-mail as accountExists; otherwise the user is logged in.',
    },
  }),
  setPasswordlessUserPasswordService: resource('setPasswordlessUserPasswordService', {
    update: {
      path: '/users/passwordless-password',
      input: z.object({
        email: email(),
        password: z.string().max(100),
        /** The set-password e-mail's token (uuid v4, single use): proof of the address without a session. */
        token: z.uuid().optional(),
      }),
      output: z.object({ dto: z.object({ userId: z.number() }) }),
      access: { type: 'public' },
      rateLimit: 'password',
      summary:
        'Set the first password of an account created without one. Needs the e-mail proven: a session of that user, a one-time code verified in the last 30 minutes, or the unused token of its set-password e-mail.',
    },
  }),
  passwordResetService: resource('passwordResetService', {
    update: {
      path: '/users/password-reset',
      input: z.object({ token: z.uuid(), password: z.string().max(1024) }),
      /** Empty when the token expired or was used (spec: an empty response means expired). */
      output: z.union([z.object({ userId: z.number(), email: z.string() }), z.object({})]),
      access: { type: 'public' },
      rateLimit: 'password',
      summary:
        'Set a new password with an e-mailed reset token (uuid v4, single use, 1 hour). An expired or used token gives an empty object; a password breaking the rule gives 400 with code INVALID_PASSWORD.',
    },
  }),
};
