import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { isPageExpired, serverReasonOf } from '../failures';
import { formatMessage, messages } from '../messages';

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

export interface ProfilePictureInput {
  userId: number;
  /** The user's images as loaded with the page. */
  images?: UserImage[];
  /**
   * The largest file the server takes, in bytes (`ACCOUNT_IMAGE_UPLOAD.maxBytes` of
   * `@hearth/data`): a larger one is refused before it is sent. @default no limit
   */
  maxBytes?: number;
}

/** The multipart upload's form fields. */
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

/** "Image upload accepts image files only." By the type the browser gives (from the file's name). */
export const isImageFile = (file: Pick<ChosenFile, 'type'>): boolean => file.type.startsWith('image/');

/** How many of a file's first bytes tell its format. */
export const IMAGE_SIGNATURE_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
/** The ISO base media brands of AVIF and HEIF pictures. */
const PICTURE_BRANDS = ['avif', 'avis', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/**
 * The picture format a file's first bytes announce (the formats the server takes: JPEG, PNG, GIF,
 * WebP, AVIF, HEIF, TIFF), or null: a text file named `.png` is not a picture, whatever its name.
 */
export function imageFormatOf(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (PICTURE_BRANDS.includes(brand)) return brand.startsWith('avi') ? 'avif' : 'heif';
  }
  return null;
}

/** Bytes as a person reads a file's size: '5 MB', '36.6 MB', '840 KB' (1 MB = 1024 × 1024 bytes). */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes >= 10 ? megabytes.toFixed(0) : megabytes.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The hint beside the picker: the formats and the size the server takes. */
export const profilePictureHint = (maxBytes: number | null): string | null =>
  maxBytes === null ? null : formatMessage(messages.photoUpload.hint, { size: formatFileSize(maxBytes) });

/** The current headshot is the newest image: the highest userImageId. */
export const newestImage = (images: readonly UserImage[]): UserImage | null =>
  images.reduce<UserImage | null>(
    (newest, image) => (!newest || image.userImageId > newest.userImageId ? image : newest),
    null,
  );

export interface ProfilePictureContext {
  userId: number;
  images: UserImage[];
  headshot: UserImage | null;
  maxBytes: number | null;
  /** The chosen file and its preview while its first bytes are read. */
  pending: { file: ChosenFile; previewUrl: string } | null;
  /** The local preview of the chosen file (an object URL the view created and owns). */
  preview: string | null;
  file: ChosenFile | null;
  /** The uploaded file's server name, between the upload and the image record. */
  fileName: string | null;
  /** Why the chosen file was refused before any upload (tag `rejected`). */
  rejection: string | null;
  /** Why the upload failed (tag `error`): the server's reason when it gave one; null for a stale page. */
  error: string | null;
}

export type ProfilePictureEvent = { type: 'user.chooseFile'; file: ChosenFile; previewUrl: string };

const ID = 'profilePicture';

/**
 * The Profile Picture card: the chosen file is checked in the browser, then previewed, uploaded,
 * recorded as the user's image, and the image list refreshed; the wait ends whether it worked or
 * not. A file over `maxBytes`, or whose first bytes are not a picture's (a text file named .png),
 * is refused before anything is sent: tag `rejected`, `context.rejection` says why. An upload the
 * server refuses keeps the server's reason in `context.error` ('The image must be 5 MB or
 * smaller.'); other failures have the catalogue's line. Tags: `busy` (checking, waiting),
 * `rejected`, `error`.
 */
export const profilePictureMachine = setup({
  types: {
    input: {} as ProfilePictureInput,
    context: {} as ProfilePictureContext,
    events: {} as ProfilePictureEvent,
  },
  actors: {
    /** A file's first bytes, or null when the file cannot be read here (no `slice`). */
    readFileHead: fromPromise<Uint8Array | null, { file: ChosenFile }>(async ({ input }) => {
      const blob = input.file as ChosenFile & Partial<Pick<Blob, 'slice'>>;
      if (typeof blob.slice !== 'function') return null;
      return new Uint8Array(await blob.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    }),
    uploadImage: notProvided<UploadImageOutput, UploadImageInput>(ID, 'uploadImage'),
    createUserImage: notProvided<void, CreateUserImageInput>(ID, 'createUserImage'),
    loadImages: notProvided<UserImage[], LoadImagesInput>(ID, 'loadImages'),
  },
  guards: {
    isTooLarge: ({ context, event }) => context.maxBytes !== null && event.file.size > context.maxBytes,
    /** By its first bytes; by the browser's type when they cannot be read. */
    isPicture: ({ context }, head: Uint8Array | null) =>
      head === null
        ? context.pending !== null && isImageFile(context.pending.file)
        : imageFormatOf(head) !== null,
  },
  actions: {
    hold: assign({
      pending: ({ event }) => ({ file: event.file, previewUrl: event.previewUrl }),
      rejection: null,
    }),
    choose: assign(({ context }) => ({
      file: context.pending?.file ?? null,
      preview: context.pending?.previewUrl ?? null,
      pending: null,
      fileName: null,
      error: null,
    })),
    rejectTooLarge: assign(({ context, event }) => ({
      pending: null,
      rejection: formatMessage(messages.photoUpload.tooLarge, {
        actual: formatFileSize(event.file.size),
        size: formatFileSize(context.maxBytes ?? 0),
      }),
    })),
    rejectNotPicture: assign({ pending: null, rejection: messages.photoUpload.notAnImage }),
    showUploadFailure: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        if (isPageExpired(error)) return null;
        return (
          serverReasonOf(error, 'file') ??
          serverReasonOf(error, 'imageFileName') ??
          messages.photoUpload.failed
        );
      },
    }),
    showRefreshFailure: assign({ error: messages.photoUpload.failed }),
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
    maxBytes: input.maxBytes ?? null,
    pending: null,
    preview: null,
    file: null,
    fileName: null,
    rejection: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'user.chooseFile': [
      { guard: 'isTooLarge', target: '.rejected', actions: 'rejectTooLarge' },
      { target: '.checking', actions: 'hold' },
    ],
  },
  states: {
    idle: {},
    rejected: { tags: ['rejected'] },
    // The file's first bytes say whether it is a picture, before anything is sent.
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'readFileHead',
        src: 'readFileHead',
        input: ({ context }) => ({ file: context.pending?.file as ChosenFile }),
        onDone: [
          {
            guard: { type: 'isPicture', params: ({ event }) => event.output },
            target: 'waiting',
            actions: 'choose',
          },
          { target: 'rejected', actions: 'rejectNotPicture' },
        ],
        onError: [
          { guard: { type: 'isPicture', params: null }, target: 'waiting', actions: 'choose' },
          { target: 'rejected', actions: 'rejectNotPicture' },
        ],
      },
    },
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
            onError: { target: '#profilePicture.failed', actions: ['dropPreview', 'showUploadFailure'] },
          },
        },
        recording: {
          invoke: {
            id: 'createUserImage',
            src: 'createUserImage',
            input: ({ context }) => ({ userId: context.userId, imageFileName: context.fileName ?? '' }),
            onDone: 'refreshing',
            onError: { target: '#profilePicture.failed', actions: ['dropPreview', 'showUploadFailure'] },
          },
        },
        refreshing: {
          invoke: {
            id: 'loadImages',
            src: 'loadImages',
            input: ({ context }) => ({ userId: context.userId }),
            onDone: {
              target: '#profilePicture.idle',
              actions: [{ type: 'storeImages', params: ({ event }) => event.output }],
            },
            // The image is saved; only the list is stale, so the preview stays.
            onError: { target: '#profilePicture.failed', actions: 'showRefreshFailure' },
          },
        },
      },
    },
    failed: { tags: ['error'] },
  },
});
