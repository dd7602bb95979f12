import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';

/** A chosen file: the browser's File satisfies it and is what reaches the upload actor. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export interface UserImage {
  userImageId: number;
  userId: number;
  imageFileName: string;
}

export interface HeadshotUploadInput {
  userId: number;
  /** The user's images as loaded with the page. */
  images?: UserImage[];
}

/** The multipart upload's form fields (spec 02 §3). */
export interface UploadImageInput<F extends ChosenFile = ChosenFile> {
  phaseType: 'UNKNOWN';
  contentType: 'USER_HEADSHOT';
  file: F;
}
export interface UploadImageOutput {
  fileName: string;
}
export interface CreateUserImageInput {
  userId: number;
  imageFileName: string;
}
export interface LoadImagesInput {
  userId: number;
}

/** "Image upload accepts image files only." */
export const isImageFile = (file: Pick<ChosenFile, 'type'>): boolean => file.type.startsWith('image/');

/** The current headshot is the newest image: the highest userImageId. */
export const newestImage = (images: readonly UserImage[]): UserImage | null =>
  images.reduce<UserImage | null>(
    (newest, image) => (!newest || image.userImageId > newest.userImageId ? image : newest),
    null,
  );

interface HeadshotUploadContext {
  userId: number;
  images: UserImage[];
  headshot: UserImage | null;
  /** The local preview of the chosen file (an object URL the view created and owns). */
  preview: string | null;
  file: ChosenFile | null;
  /** The uploaded file's server name, between the upload and the image record. */
  fileName: string | null;
}

export type HeadshotUploadEvent = { type: 'user.chooseFile'; file: ChosenFile; previewUrl: string };

const ID = 'headshotUpload';

/**
 * The Profile Picture card: an image file is previewed at once, uploaded, recorded as the user's
 * image, and the image list refreshed; the wait ends whether it worked or not. A file that is not
 * an image is refused: the spec quotes no message for it, so none is shown; the `rejected` tag
 * lets the view say so. Upload failures have no message in the spec either: tag `error`.
 * Tags: `busy` (waiting), `rejected`, `error`.
 */
export const headshotUploadMachine = setup({
  types: {
    input: {} as HeadshotUploadInput,
    context: {} as HeadshotUploadContext,
    events: {} as HeadshotUploadEvent,
  },
  actors: {
    uploadImage: notProvided<UploadImageOutput, UploadImageInput>(ID, 'uploadImage'),
    createUserImage: notProvided<unknown, CreateUserImageInput>(ID, 'createUserImage'),
    loadImages: notProvided<UserImage[], LoadImagesInput>(ID, 'loadImages'),
  },
  guards: {
    isImage: ({ event }) => isImageFile(event.file),
  },
  actions: {
    choose: assign({
      file: ({ event }) => event.file,
      preview: ({ event }) => event.previewUrl,
      fileName: null,
    }),
    storeFileName: assign({ fileName: (_, fileName: string) => fileName }),
    storeImages: assign((_, images: UserImage[]) => ({ images, headshot: newestImage(images) })),
    // Nothing was saved: the stored headshot shows again.
    dropPreview: assign({ preview: null, file: null }),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    userId: input.userId,
    images: input.images ?? [],
    headshot: newestImage(input.images ?? []),
    preview: null,
    file: null,
    fileName: null,
  }),
  initial: 'idle',
  on: {
    'user.chooseFile': [{ guard: 'isImage', target: '.waiting', actions: 'choose' }, { target: '.rejected' }],
  },
  states: {
    idle: {},
    rejected: { tags: ['rejected'] },
    waiting: {
      tags: ['busy'],
      // One file at a time: a choice made while waiting is ignored.
      on: { 'user.chooseFile': {} },
      initial: 'uploading',
      states: {
        uploading: {
          invoke: {
            id: 'uploadImage',
            src: 'uploadImage',
            input: ({ context }) => ({
              phaseType: 'UNKNOWN' as const,
              contentType: 'USER_HEADSHOT' as const,
              file: context.file as ChosenFile,
            }),
            onDone: {
              target: 'recording',
              actions: [{ type: 'storeFileName', params: ({ event }) => event.output.fileName }],
            },
            onError: { target: '#headshotUpload.failed', actions: 'dropPreview' },
          },
        },
        recording: {
          invoke: {
            id: 'createUserImage',
            src: 'createUserImage',
            input: ({ context }) => ({ userId: context.userId, imageFileName: context.fileName ?? '' }),
            onDone: 'refreshing',
            onError: { target: '#headshotUpload.failed', actions: 'dropPreview' },
          },
        },
        refreshing: {
          invoke: {
            id: 'loadImages',
            src: 'loadImages',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: {
              target: '#headshotUpload.idle',
              actions: [{ type: 'storeImages', params: ({ event }) => event.output }],
            },
            // The image is saved; only the list is stale, so the preview stays.
            onError: '#headshotUpload.failed',
          },
        },
      },
    },
    failed: { tags: ['error'] },
  },
});
