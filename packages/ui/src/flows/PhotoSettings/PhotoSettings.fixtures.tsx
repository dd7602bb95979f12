/* Story helpers for the Profile Picture card: an actor of the real machine with fake calls. */
import {
  type CreateUserImageInput,
  headshotUploadMachine,
  type LoadImagesInput,
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

export const currentImage: UserImage = { userImageId: 3, userId: 42, imageFileName: 'hana-2023.svg' };
export const uploadedImage: UserImage = { userImageId: 9, userId: 42, imageFileName: 'f-123.svg' };

/** The stored images' URLs: inline pictures, so no network is needed. */
const storedUrls: Record<string, string> = {
  [currentImage.imageFileName]: portraitUrl,
  [uploadedImage.imageFileName]: otherPortraitUrl,
};
export const imageUrl = (image: UserImage) => storedUrls[image.imageFileName] ?? '';

/** The picture a person chooses: a small square SVG, drawn from theme colours. */
export function chosenPicture(name = 'me.svg'): File {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${tokens.colors.warningBorder}"/><circle cx="32" cy="32" r="16" fill="${tokens.colors.surface}"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}
export const textFile = () => new File(['not a picture'], 'notes.txt', { type: 'text/plain' });

export type ProfilePictureHarnessProps = {
  /** The user's images when the page loads. @default [currentImage] */
  images?: UserImage[];
  /** What the fake upload does. @default 'succeed' */
  upload?: FakeCall;
  /** Who looks at the account. @default owner */
  viewer?: AccountViewer;
  onCall?: (name: string, input: unknown) => void;
  onActor?: (actor: AnyActorRef) => void;
};

/** The card on an actor of the real `headshotUploadMachine` whose calls are fakes. */
export function ProfilePictureHarness({
  images = [currentImage],
  upload = 'succeed',
  viewer = { kind: 'owner' },
  onCall,
  onActor,
}: ProfilePictureHarnessProps) {
  const actor = useStoryActor(() => {
    const machine = headshotUploadMachine.provide({
      actors: {
        uploadImage: fromPromise<UploadImageOutput, UploadImageInput>(({ input }) => {
          onCall?.('uploadImage', { ...input, file: input.file.name });
          return fakeOutcome(upload, 1, { fileName: uploadedImage.imageFileName });
        }),
        createUserImage: fromPromise<unknown, CreateUserImageInput>(async ({ input }) => {
          onCall?.('createUserImage', input);
        }),
        loadImages: fromPromise<UserImage[], LoadImagesInput>(async ({ input }) => {
          onCall?.('loadImages', input);
          return [...images, uploadedImage];
        }),
      },
    });
    return createActor(machine, { input: { userId: 42, images } });
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
  const image = within(scope).getByRole('img', { name: alt });
  await waitFor(() => expect(isLoaded(image)).toBe(true));
  return image as HTMLImageElement;
}
