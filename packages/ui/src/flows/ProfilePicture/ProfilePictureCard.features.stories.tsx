import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { otherPortraitUrl, portraitUrl } from '../../components/Avatar/Avatar.fixtures';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { expectPending } from '../AuthModal/AuthModal.fixtures';
import { curator } from '../PasswordChange/PasswordChange.fixtures';
import {
  chooseFile,
  chosenPicture,
  fileInput,
  hugePicture,
  loadedPicture,
  ProfilePictureHarness,
  textFile,
  textFileNamedPng,
} from './ProfilePicture.fixtures';
import { ProfilePictureCard } from './ProfilePictureCard';

const meta = {
  title: 'Flows/ProfilePicture/Features',
  component: documentedView(ProfilePictureCard),
  render: (args) => <ProfilePictureHarness {...args} />,
  args: { onCall: fn() },
  argTypes: storyFakes({
    images: {},
    maxBytes: {},
    onCall: {},
    upload: {},
    viewer: {},
  }),
} satisfies Meta<typeof ProfilePictureHarness>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const change = (canvas: Canvas) => canvas.getByRole('button', { name: 'Change' });

/** The current headshot at medium size (130 px) and 'Change', a picker for one image file. */
export const CurrentPicture: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Profile Picture', level: 2 })).toBeVisible();
    const picture = await loadedPicture(canvasElement, 'Hana Homeowner');
    await expect(picture).toHaveAttribute('src', portraitUrl);
    await expect(picture.getBoundingClientRect().width).toBe(130);
    await expect(change(canvas)).toBeEnabled();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
    await expect(fileInput(canvasElement)).not.toHaveAttribute('multiple');
  },
};

/** No picture yet: the initials stand in. */
export const NoPicture: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Hana Homeowner' })).toHaveTextContent('HH');
  },
};

/** Keyboard only: Tab reaches 'Change' and Enter opens the file picker. */
export const KeyboardOpensPicker: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The native dialog cannot be driven from a test: check that Enter asks the input to open it.
    const open = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => {});
    await userEvent.tab();
    await expect(change(canvas)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(open).toHaveBeenCalledTimes(2);
  },
};

/** While uploading, the chosen picture shows as a preview and 'Change' is pending. */
export const Uploading: Story = {
  args: { upload: 'hang' },
  play: async ({ canvas, canvasElement, args }) => {
    await chooseFile(canvasElement, await chosenPicture());
    const preview = await loadedPicture(canvasElement, 'Preview of your new profile picture');
    await expect(preview.src).toMatch(/^blob:/);
    await expectPending(change(canvas));
    await expect(args.onCall).toHaveBeenCalledWith('uploadImage', {
      phaseType: 'UNKNOWN',
      contentType: 'USER_HEADSHOT',
      file: 'me.png',
    });
  },
};

/** Uploaded, recorded and reloaded: the new headshot shows and the success is announced. */
export const Uploaded: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await chooseFile(canvasElement, await chosenPicture());
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/^Your profile picture was updated\.$/),
    );
    const picture = await loadedPicture(canvasElement, 'Hana Homeowner');
    await expect(picture).toHaveAttribute('src', otherPortraitUrl);
    await expect(args.onCall).toHaveBeenCalledWith('createUserImage', {
      userId: 42,
      imageFileName: 'f-123.svg',
    });
    await expect(change(canvas)).toBeEnabled();
  },
};

/** A file that is not an image is refused, with a message; nothing is uploaded. */
export const NotAnImage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await chooseFile(canvasElement, textFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That file is not a picture. Choose a JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF file.',
    );
    await expect(args.onCall).not.toHaveBeenCalled();
    await expect(await loadedPicture(canvasElement, 'Hana Homeowner')).toHaveAttribute('src', portraitUrl);
  },
};

/** The upload failed: a message, announced, and the stored picture again. */
export const UploadFailed: Story = {
  args: { upload: 'fail' },
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement, await chosenPicture());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your picture could not be saved. Please try again.',
    );
    await expect(await loadedPicture(canvasElement, 'Hana Homeowner')).toHaveAttribute('src', portraitUrl);
    await expect(change(canvas)).toBeEnabled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The formats and the largest size the server takes, by Change, which they describe. */
export const WithSizeLimit: Story = {
  args: { maxBytes: 5 * 1024 * 1024 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF, up to 5 MB.')).toBeVisible();
    await expect(change(canvas)).toHaveAccessibleDescription(
      'JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF, up to 5 MB.',
    );
  },
};

/** A 37 MB picture is refused before it is sent, naming both sizes. */
export const TooLarge: Story = {
  args: { maxBytes: 5 * 1024 * 1024 },
  play: async ({ canvas, canvasElement, args }) => {
    await chooseFile(canvasElement, hugePicture(37));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^That picture is 37 MB\. Choose one of 5 MB or smaller\.$/,
    );
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** A text file renamed .png: its first bytes are not a picture's, so it is refused unsent. */
export const RenamedTextFile: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await chooseFile(canvasElement, textFileNamedPng());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That file is not a picture. Choose a JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF file.',
    );
    await expect(args.onCall).not.toHaveBeenCalled();
  },
};

/** The server refused the file (400): its own reason, not the generic line. */
export const ServerRefused: Story = {
  args: { upload: 'refused' },
  play: async ({ canvas, canvasElement }) => {
    await chooseFile(canvasElement, await chosenPicture());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /^The file is not an image\. Choose a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF picture\.$/,
    );
    await expect(await loadedPicture(canvasElement, 'Hana Homeowner')).toHaveAttribute('src', portraitUrl);
  },
};

/** A curator sees the picture with 'Change' disabled. */
export const Curator: Story = {
  args: { viewer: curator },
  play: async ({ canvas, canvasElement }) => {
    await loadedPicture(canvasElement, 'Hana Homeowner');
    await expect(change(canvas)).toBeDisabled();
  },
};
