import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
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

// Actors that never settle: the test sends their completion events itself.
const pending = fromPromise(() => new Promise<never>(() => {}));
const sut = headshotUploadMachine.provide({
  actors: { uploadImage: pending, createUserImage: pending, loadImages: pending } as never,
});

describe('headshotUpload model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(sut, { input: path.input as never }).start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(headshotUploadMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
