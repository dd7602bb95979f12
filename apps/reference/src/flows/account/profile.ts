/** Profile Information wired to the API (spec 02 §4 "Profile save"): each part's calls. */
import {
  HttpError,
  locationAddressResource,
  userEmailByUserIdServiceResource,
  userLocationResource,
  userPhoneResource,
  userResource,
} from '@hearth/data';
import {
  type CreateEmailInput,
  type CreateLocationInput,
  type CreateLocationOutput,
  type CreatePhoneInput,
  INVALID_LOCATION,
  type LinkUserLocationInput,
  type LinkUserLocationOutput,
  type LoadListInput,
  profileMachine,
  type UnlinkUserLocationInput,
  type UpdateEmailInput,
  type UpdateNameInput,
  type UpdatePhoneInput,
  type UserEmail,
  type UserPhone,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

export const appProfileMachine = profileMachine.provide({
  actors: {
    updateName: fromPromise<unknown, UpdateNameInput>(({ input }) => client.call(userResource.update, input)),
    updatePhone: fromPromise<unknown, UpdatePhoneInput>(({ input }) =>
      client.call(userPhoneResource.update, { userId: input.userId, phoneNumber: input.phoneNumber }),
    ),
    createPhone: fromPromise<unknown, CreatePhoneInput>(({ input }) =>
      client.call(userPhoneResource.create, input),
    ),
    loadPhones: fromPromise<UserPhone[], LoadListInput>(({ input }) =>
      client.call(userPhoneResource.read, input),
    ),
    updateEmail: fromPromise<unknown, UpdateEmailInput>(({ input }) =>
      client.call(userEmailByUserIdServiceResource.update, {
        userId: input.userId,
        emailAddress: input.emailAddress,
      }),
    ),
    createEmail: fromPromise<unknown, CreateEmailInput>(({ input }) =>
      client.call(userEmailByUserIdServiceResource.create, input),
    ),
    loadEmails: fromPromise<UserEmail[], LoadListInput>(({ input }) =>
      client.call(userEmailByUserIdServiceResource.read, input),
    ),
    createLocation: fromPromise<CreateLocationOutput, CreateLocationInput>(async ({ input }) => {
      try {
        return await client.call(locationAddressResource.create, input);
      } catch (error) {
        // The address itself was refused: 'Please enter a valid address.' rather than the generic line.
        if (error instanceof HttpError && error.status === 400)
          throw Object.assign(error, { kind: INVALID_LOCATION });
        throw error;
      }
    }),
    linkUserLocation: fromPromise<LinkUserLocationOutput, LinkUserLocationInput>(({ input }) =>
      client.call(userLocationResource.create, input),
    ),
    unlinkUserLocation: fromPromise<unknown, UnlinkUserLocationInput>(({ input }) =>
      client.call(userLocationResource.delete, input),
    ),
  },
});
