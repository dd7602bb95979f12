/** The headshot upload wired to the API (spec 02 §4 "Profile picture"). */
import { uploadAccountImage, userImageResource, userImagesResource } from '@hearth/data';
import {
  type CreateUserImageInput,
  type LoadImagesInput,
  profilePictureMachine,
  type UploadImageInput,
  type UploadImageOutput,
  type UserImage,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

export const appProfilePictureMachine = profilePictureMachine.provide({
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
