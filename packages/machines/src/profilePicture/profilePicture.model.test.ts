import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { profilePictureMachine } from './profilePicture.machine';

const image = { userImageId: 9, userId: 5, imageFileName: 'f-123.png' };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TEXT = new Uint8Array([0x68, 0x65, 0x6c, 0x6c, 0x6f]);

const CHOICES = [
  {
    type: 'user.chooseFile',
    file: { name: 'huge.png', type: 'image/png', size: 8192 },
    previewUrl: 'blob:huge',
  },
  {
    type: 'user.chooseFile',
    file: { name: 'me.png', type: 'image/png', size: 2048 },
    previewUrl: 'blob:png',
  },
].map((event) => event as EventObject);
/** A file the browser cannot read, judged by its type: offered once, from the start. */
const UNREADABLE_PDF = {
  type: 'user.chooseFile',
  file: { name: 'cv.pdf', type: 'application/pdf', size: 2048 },
  previewUrl: 'blob:pdf',
} as EventObject;

const paths = modelPaths(profilePictureMachine, {
  inputs: [{ userId: 5, images: [{ userImageId: 3, userId: 5, imageFileName: 'old.jpg' }], maxBytes: 4096 }],
  // Files are chosen at the start (the choice is the root's transition wherever it is taken), and
  // once while uploading (ignored); choosing again after a result, or while checking, is in the
  // example tests. Every extra choice multiplies the simple paths.
  events: (snapshot) => [
    ...(snapshot.matches('idle') && snapshot.context.images.length === 1 ? [...CHOICES, UNREADABLE_PDF] : []),
    ...(snapshot.matches({ waiting: 'uploading' }) ? CHOICES.slice(1) : []),
    { type: 'xstate.done.actor.readFileHead', output: PNG },
    { type: 'xstate.done.actor.readFileHead', output: TEXT },
    { type: 'xstate.error.actor.readFileHead', error: new Error('unreadable') },
    { type: 'xstate.done.actor.uploadImage', output: { fileName: 'f-123.png' } },
    { type: 'xstate.error.actor.uploadImage', error: new Error('500') },
    {
      type: 'xstate.error.actor.uploadImage',
      error: { status: 400, message: 'Some fields are invalid.', fieldErrors: { file: ['Not a picture.'] } },
    },
    { type: 'xstate.done.actor.createUserImage' },
    { type: 'xstate.error.actor.createUserImage', error: new Error('500') },
    { type: 'xstate.done.actor.loadImages', output: [image] },
    { type: 'xstate.error.actor.loadImages', error: new Error('500') },
  ],
});

describeModel('profilePicture model', profilePictureMachine, paths, {
  sut: profilePictureMachine.provide({
    actors: pendingActors(['readFileHead', 'uploadImage', 'createUserImage', 'loadImages']),
  }),
});
