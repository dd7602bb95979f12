import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { documentedView, storyFakes } from '../../testing/storyDocs';
import { lastActor } from '../PhoneVerification/PhoneVerification.fixtures';
import { chooseFile, chosenPicture, ProfilePictureHarness } from './ProfilePicture.fixtures';
import { ProfilePictureCard } from './ProfilePictureCard';

/**
 * `ProfilePictureCard` renders a `profilePictureMachine` actor. These stories run the real machine
 * with fake upload calls; the app gives the image URLs.
 */
const meta = {
  title: 'Flows/ProfilePicture',
  component: documentedView(ProfilePictureCard),
  render: (args) => <ProfilePictureHarness {...args} />,
  parameters: { machine: 'profilePicture' },
  args: { upload: 'succeed', onCall: fn(), onActor: fn() },
  argTypes: storyFakes({
    upload: { control: 'inline-radio', options: ['succeed', 'fail', 'hang'] },
    onActor: {},
    onCall: {},
  }),
} satisfies Meta<typeof ProfilePictureHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Pick the fake outcome in the controls, then choose a picture. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change' })).toBeEnabled();
  },
};

/** One file at a time: a second choice while the first uploads is ignored. */
export const OneFileAtATime: Story = {
  args: { upload: 'hang' },
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, await chosenPicture('first.png'));
    await waitFor(() => expect(lastActor(args.onActor).getSnapshot().context.preview).not.toBeNull());
    const preview = lastActor(args.onActor).getSnapshot().context.preview;
    await chooseFile(canvasElement, await chosenPicture('second.png'));
    await expect(lastActor(args.onActor).getSnapshot().context.preview).toBe(preview);
    await expect(args.onCall).toHaveBeenCalledTimes(1);
  },
};
