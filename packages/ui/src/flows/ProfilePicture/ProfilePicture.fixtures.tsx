/* Story helpers for the Profile Picture card: an actor of the real machine with fake calls. */
import {
  type CreateUserImageInput,
  type LoadImagesInput,
  profilePictureMachine,
  type UploadImageInput,
  type UploadImageOutput,
  type UserImage,
} from '@hearth/machines';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { isLoaded, otherPortraitUrl, portraitUrl } from '../../components/Avatar/Avatar.fixtures';
import { useStoryActor } from '../../testing/useStoryActor';
import { tokens } from '../../theme/tokens';
import { type FakeCall, fakeOutcome } from '../AuthModal/AuthModal.fixtures';
import { type AccountViewer, AccountViewProvider } from '../shared';
import { ProfilePictureCard } from './ProfilePictureCard';

/** The server's 400 for a file it cannot read as a picture, as the data layer throws it. */
export const SERVER_REFUSAL = Object.assign(new Error('The file is not an image.'), {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'The file is not an image. Choose a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF picture.',
  fieldErrors: {
    file: ['The file is not an image. Choose a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF picture.'],
  },
});

export const currentImage: UserImage = { userImageId: 3, userId: 42, imageFileName: 'hana-2023.svg' };
export const uploadedImage: UserImage = { userImageId: 9, userId: 42, imageFileName: 'f-123.svg' };

/** The stored images' URLs: inline pictures, so no network is needed. */
const storedUrls: Record<string, string> = {
  [currentImage.imageFileName]: portraitUrl,
  [uploadedImage.imageFileName]: otherPortraitUrl,
};
export const imageUrl = (image: UserImage) => storedUrls[image.imageFileName] ?? '';

/**
 * The picture a person chooses: a square PNG drawn from theme colours (a PNG, as the server takes:
 * the card checks a file's first bytes before sending it).
 */
export async function chosenPicture(name = 'me.png'): Promise<File> {
  const size = 260;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = tokens.colors.warningBorder;
  context.fillRect(0, 0, size, size);
  context.fillStyle = tokens.colors.surface;
  context.beginPath();
  context.arc(size / 2, size / 2, size / 4, 0, Math.PI * 2);
  context.fill();
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
  );
  return new File([png], name, { type: 'image/png' });
}
export const textFile = () => new File(['not a picture'], 'notes.txt', { type: 'text/plain' });
/** A text file renamed: the picker calls it image/png by its name, its bytes say otherwise. */
export const textFileNamedPng = () => new File(['these are notes'], 'notes.png', { type: 'image/png' });
/** A file over the size limit, as the picker reports it (its size is all the card reads first). */
export const hugePicture = (megabytes: number) =>
  new File([new Uint8Array(Math.round(megabytes * 1024 * 1024))], 'huge.png', { type: 'image/png' });

export type ProfilePictureHarnessProps = {
  /** The user's images when the page loads. @default [currentImage] */
  images?: UserImage[];
  /** What the fake upload does ('refused': the server's 400 with its reason). @default 'succeed' */
  upload?: FakeCall | 'refused';
  /** Who looks at the account. @default owner */
  viewer?: AccountViewer;
  onCall?: (name: string, input: unknown) => void;
  onActor?: (actor: AnyActorRef) => void;
  /** The largest file the server takes, shown by Change and checked first. @default none */
  maxBytes?: number;
};

/** The card on an actor of the real `profilePictureMachine` whose calls are fakes. */
export function ProfilePictureHarness({
  images = [currentImage],
  upload = 'succeed',
  viewer = { kind: 'owner' },
  onCall,
  onActor,
  maxBytes,
}: ProfilePictureHarnessProps) {
  const actor = useStoryActor(() => {
    const machine = profilePictureMachine.provide({
      actors: {
        uploadImage: fromPromise<UploadImageOutput, UploadImageInput>(({ input }) => {
          onCall?.('uploadImage', { ...input, file: input.file.name });
          if (upload === 'refused') return Promise.reject(SERVER_REFUSAL);
          return fakeOutcome(upload, 1, { fileName: uploadedImage.imageFileName });
        }),
        createUserImage: fromPromise<void, CreateUserImageInput>(async ({ input }) => {
          onCall?.('createUserImage', input);
        }),
        loadImages: fromPromise<UserImage[], LoadImagesInput>(async ({ input }) => {
          onCall?.('loadImages', input);
          return [...images, uploadedImage];
        }),
      },
    });
    return createActor(machine, { input: { userId: 42, images, ...(maxBytes ? { maxBytes } : {}) } });
  });
  useEffect(() => onActor?.(actor), [actor, onActor]);
  return (
    <AccountViewProvider viewer={viewer}>
      <ProfilePictureCard actor={actor} imageUrl={imageUrl} name="Hana Homeowner" />
    </AccountViewProvider>
  );
}

/** The hidden file input behind 'Change'. */
export const fileInput = (scope: HTMLElement) => {
  const input = scope.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
};

/** Chooses a file as the picker would (ignoring `accept`, as a person choosing "All files" can). */
export async function chooseFile(scope: HTMLElement, file: File) {
  await userEvent.setup({ applyAccept: false }).upload(fileInput(scope), file);
}

/** The avatar's picture, once loaded, so screenshots never catch it half-drawn. */
export async function loadedPicture(scope: HTMLElement, alt: string) {
  // The chosen file is checked (its first bytes read) before its preview shows.
  const image = await within(scope).findByRole('img', { name: alt });
  await waitFor(() => expect(isLoaded(image)).toBe(true));
  return image as HTMLImageElement;
}
