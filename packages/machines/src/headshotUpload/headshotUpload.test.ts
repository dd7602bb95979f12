import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CreateUserImageInput,
  headshotUploadMachine,
  isImageFile,
  type LoadImagesInput,
  newestImage,
  type UploadImageInput,
  type UploadImageOutput,
  type UserImage,
} from './headshotUpload.machine';

const old: UserImage = { userImageId: 3, userId: 5, imageFileName: 'old.jpg' };
const older: UserImage = { userImageId: 1, userId: 5, imageFileName: 'older.jpg' };
const fresh: UserImage = { userImageId: 9, userId: 5, imageFileName: 'f-123.png' };
const png = { name: 'me.png', type: 'image/png', size: 2048 };
const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 2048 };

type Step = 'uploadImage' | 'createUserImage' | 'loadImages';

function start(failing?: Step) {
  const calls: Array<[Step, unknown]> = [];
  const step = <T>(name: Step, input: unknown, value: T): T => {
    calls.push([name, input]);
    if (name === failing) throw new Error(`${name} failed`);
    return value;
  };
  const machine = headshotUploadMachine.provide({
    actors: {
      uploadImage: fromPromise<UploadImageOutput, UploadImageInput>(async ({ input }) =>
        step('uploadImage', input, { fileName: 'f-123.png' }),
      ),
      createUserImage: fromPromise<unknown, CreateUserImageInput>(async ({ input }) =>
        step('createUserImage', input, undefined),
      ),
      loadImages: fromPromise<UserImage[], LoadImagesInput>(async ({ input }) =>
        step('loadImages', input, [older, fresh, old]),
      ),
    },
  });
  const actor = createActor(machine, { input: { userId: 5, images: [older, old] } }).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('headshotUpload', () => {
  test('the current headshot is the newest image by userImageId', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.headshot).toEqual(old);
    expect(newestImage([])).toBeNull();
    expect(newestImage([fresh, older])).toEqual(fresh);
  });

  test('image files only', () => {
    expect(isImageFile(png)).toBe(true);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(true);
    expect(isImageFile(pdf)).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  test('a file that is not an image is refused without calling anything', () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.chooseFile', file: pdf, previewUrl: 'blob:pdf' });
    expect(actor.getSnapshot().hasTag('rejected')).toBe(true);
    expect(actor.getSnapshot().context.preview).toBeNull();
    expect(calls).toEqual([]);
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    expect(actor.getSnapshot().hasTag('rejected')).toBe(false);
  });

  test('an image: preview at once, waiting, upload -> image record -> refreshed list, wait cleared', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.preview).toBe('blob:png');
    await settled(actor);
    expect(calls).toEqual([
      ['uploadImage', { phaseType: 'UNKNOWN', contentType: 'USER_HEADSHOT', file: png }],
      ['createUserImage', { userId: 5, imageFileName: 'f-123.png' }],
      ['loadImages', { userId: 5 }],
    ]);
    const { context } = actor.getSnapshot();
    expect(context.images).toEqual([older, fresh, old]);
    expect(context.headshot).toEqual(fresh);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('one file at a time: a choice made while waiting is ignored', () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:1' });
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:2' });
    expect(actor.getSnapshot().context.preview).toBe('blob:1');
    expect(calls).toHaveLength(1);
  });

  test.each(['uploadImage', 'createUserImage'] as const)(
    'a failed %s clears the wait and the preview; nothing after it runs',
    async (failing) => {
      const { actor, calls } = start(failing);
      actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
      await settled(actor);
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.preview).toBeNull();
      expect(actor.getSnapshot().context.headshot).toEqual(old);
      expect(calls.at(-1)?.[0]).toBe(failing);
    },
  );

  test('a failed refresh clears the wait; the saved image stays previewed', async () => {
    const { actor } = start('loadImages');
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.preview).toBe('blob:png');
  });

  test('after a failure another file can be chosen', async () => {
    const { actor } = start('uploadImage');
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:1' });
    await settled(actor);
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:2' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.preview).toBe('blob:2');
  });

  test('the placeholders fail with a clear error until the app provides the actors', async () => {
    const actor = createActor(headshotUploadMachine, { input: { userId: 5 } }).start();
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });
});
