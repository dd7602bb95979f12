import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { headshotUploadMachine } from './headshotUpload.machine';

const image = { userImageId: 9, userId: 5, imageFileName: 'f-123.png' };

const paths = modelPaths(headshotUploadMachine, {
  inputs: [{ userId: 5, images: [{ userImageId: 3, userId: 5, imageFileName: 'old.jpg' }] }],
  events: [
    {
      type: 'user.chooseFile',
      file: { name: 'me.png', type: 'image/png', size: 2048 },
      previewUrl: 'blob:png',
    },
    {
      type: 'user.chooseFile',
      file: { name: 'cv.pdf', type: 'application/pdf', size: 2048 },
      previewUrl: 'blob:pdf',
    },
    { type: 'xstate.done.actor.uploadImage', output: { fileName: 'f-123.png' } },
    { type: 'xstate.error.actor.uploadImage', error: new Error('413') },
    { type: 'xstate.done.actor.createUserImage' },
    { type: 'xstate.error.actor.createUserImage', error: new Error('500') },
    { type: 'xstate.done.actor.loadImages', output: [image] },
    { type: 'xstate.error.actor.loadImages', error: new Error('500') },
  ] as EventObject[],
});

describeModel('headshotUpload model', headshotUploadMachine, paths, {
  sut: headshotUploadMachine.provide({
    actors: pendingActors(['uploadImage', 'createUserImage', 'loadImages']),
  }),
});
