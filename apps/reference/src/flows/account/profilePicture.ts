/** The headshot upload wired to the API (spec 02 §4 "Profile picture"). */
import { uploadAccountImage, userImageResource, userImagesResource } from '@hearth/data';
import { profilePictureMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

export const appProfilePictureMachine = profilePictureMachine.provide({
  actors: {
    uploadImage: fromPromise(({ input, signal }) =>
      uploadAccountImage(client, input.file as unknown as File, { signal }),
    ),
    createUserImage: fromPromise(async ({ input }) => {
      await client.call(userImageResource.create, input);
    }),
    loadImages: fromPromise(({ input, signal }) => client.call(userImagesResource.read, input, { signal })),
  },
});
