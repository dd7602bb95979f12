/**
 * The other account sections wired to the API (spec 02 §4, §7): the headshot upload, password
 * change and SET PASSWORD e-mail, paperless delivery, contact preferences and the phone
 * verification link. Saved cards are in payments.ts.
 */
import {
  changePasswordResource,
  graphqlOperations,
  homeownerContactPreferencesResource,
  phoneVerificationConfirmResource,
  phoneVerificationResource,
  uploadAccountImage,
  userForgotPasswordResource,
  userImageResource,
  userImagesResource,
} from '@hearth/data';
import {
  type ContactPreferences,
  type CreateUserImageInput,
  contactPreferencesMachine,
  headshotUploadMachine,
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type LoadImagesInput,
  type LoadPreferencesInput,
  type PhoneVerificationState,
  paperlessMachine,
  passwordChangeMachine,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
  type SavePreferencesInput,
  type UploadImageInput,
  type UploadImageOutput,
  type UserImage,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';
import { loadEmailNoticesFlag } from './records';

export const appHeadshotUploadMachine = headshotUploadMachine.provide({
  actors: {
    uploadImage: fromPromise<UploadImageOutput, UploadImageInput>(({ input, signal }) =>
      uploadAccountImage(client, input.file as unknown as File, { signal }),
    ),
    createUserImage: fromPromise<unknown, CreateUserImageInput>(({ input }) =>
      client.call(userImageResource.create, input),
    ),
    loadImages: fromPromise<UserImage[], LoadImagesInput>(({ input, signal }) =>
      client.call(userImagesResource.read, input, { signal }),
    ),
  },
});

export const appPasswordChangeMachine = passwordChangeMachine.provide({
  actors: {
    changePassword: fromPromise(({ input }) => client.call(changePasswordResource.update, input)),
    requestPasswordEmail: fromPromise(({ input }) => client.call(userForgotPasswordResource.create, input)),
  },
});

export const appPaperlessMachine = paperlessMachine.provide({
  actors: {
    loadEmailNotices: fromPromise<LoadEmailNoticesOutput, LoadEmailNoticesInput>(
      async ({ input, signal }) => ({
        emailNoticesFlag: await loadEmailNoticesFlag(input.userId, signal),
      }),
    ),
    saveEmailNotices: fromPromise<SaveEmailNoticesOutput, SaveEmailNoticesInput>(async ({ input }) => {
      const { setEmailNotices } = await client.graphql(graphqlOperations.setEmailNotices, input);
      return { emailNoticesFlag: Boolean(setEmailNotices?.emailNoticesFlag) };
    }),
  },
});

/** The API says "Hearth" where the machine, like the spec, says {product}. */
export const appContactPreferencesMachine = contactPreferencesMachine.provide({
  actors: {
    loadPreferences: fromPromise<ContactPreferences, LoadPreferencesInput>(async ({ input, signal }) => {
      const stored = await client.call(homeownerContactPreferencesResource.read, keyOf(input), { signal });
      return { mediaFromPros: stored.mediaFromPros, mediaFromProduct: stored.mediaFromHearth };
    }),
    savePreferences: fromPromise<unknown, SavePreferencesInput>(({ input }) =>
      client.call(homeownerContactPreferencesResource.update, {
        ...keyOf(input),
        mediaFromPros: input.mediaFromPros,
        mediaFromHearth: input.mediaFromProduct,
      }),
    ),
  },
});

const keyOf = (input: LoadPreferencesInput) => ({
  ...(input.userId === null ? {} : { userId: input.userId }),
  ...(input.verificationToken === null ? {} : { verificationToken: input.verificationToken }),
});

const phoneConfirmations = new Map<string, Promise<PhoneVerificationState>>();

/**
 * Confirms the token of a phone verification link: SUCCESS, or FAILURE for a bad or used one.
 * Once per token for the life of the page: the token is single use, and a second render of the
 * landing page must not spend it again and report FAILURE.
 */
export function confirmPhoneVerificationOnce(token: string): Promise<PhoneVerificationState> {
  let confirmation = phoneConfirmations.get(token);
  if (!confirmation) {
    confirmation = client.call(phoneVerificationConfirmResource.update, { token }).then(
      ({ state }) => state,
      () => 'FAILURE' as const,
    );
    phoneConfirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Calls the user's phone with a verification link (the development outbox holds it). */
export const requestPhoneVerification = (userId: number, phoneNumber: string) =>
  client.call(phoneVerificationResource.create, { userId, phoneNumber });
