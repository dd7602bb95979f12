/** Profile Information wired to the API (spec 02 §4 "Profile save"): each part's calls. */
import {
  isHttpError,
  locationAddressResource,
  userEmailByUserIdServiceResource,
  userLocationResource,
  userPhoneResource,
  userResource,
} from '@hearth/data';
import { InvalidLocationError, profileMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

export const appProfileMachine = profileMachine.provide({
  actors: {
    updateName: fromPromise(async ({ input }) => {
      await client.call(userResource.update, input);
    }),
    updatePhone: fromPromise(async ({ input: { userId, phoneNumber } }) => {
      await client.call(userPhoneResource.update, { userId, phoneNumber });
    }),
    createPhone: fromPromise(async ({ input }) => {
      await client.call(userPhoneResource.create, input);
    }),
    loadPhones: fromPromise(({ input }) => client.call(userPhoneResource.read, input)),
    updateEmail: fromPromise(async ({ input: { userId, emailAddress } }) => {
      await client.call(userEmailByUserIdServiceResource.update, { userId, emailAddress });
    }),
    createEmail: fromPromise(async ({ input }) => {
      await client.call(userEmailByUserIdServiceResource.create, input);
    }),
    loadEmails: fromPromise(({ input }) => client.call(userEmailByUserIdServiceResource.read, input)),
    // A 400 is the address itself refused: 'Please enter a valid address.', not the generic line.
    createLocation: fromPromise(({ input }) =>
      client.call(locationAddressResource.create, input).catch((error: unknown) => {
        throw isHttpError(error, 400) ? new InvalidLocationError({ cause: error }) : error;
      }),
    ),
    linkUserLocation: fromPromise(({ input }) => client.call(userLocationResource.create, input)),
    unlinkUserLocation: fromPromise(async ({ input }) => {
      await client.call(userLocationResource.delete, input);
    }),
  },
});
