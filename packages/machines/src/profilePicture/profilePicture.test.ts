import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CreateUserImageInput,
  formatFileSize,
  imageFormatOf,
  isImageFile,
  type LoadImagesInput,
  newestImage,
  profilePictureMachine,
  type UploadImageInput,
  type UploadImageOutput,
  type UserImage,
} from './profilePicture.machine';

const old: UserImage = { userImageId: 3, userId: 5, imageFileName: 'old.jpg' };
const older: UserImage = { userImageId: 1, userId: 5, imageFileName: 'older.jpg' };
const fresh: UserImage = { userImageId: 9, userId: 5, imageFileName: 'f-123.png' };
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
const pdf = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
/** A text file renamed: the browser calls it image/png by its name. */
const textAsPng = new File(['just some notes, not a picture'], 'notes.png', { type: 'image/png' });

type Step = 'uploadImage' | 'createUserImage' | 'loadImages';

function start(failing?: Step | { step: Step; error: unknown }, maxBytes?: number) {
  const calls: Array<[Step, unknown]> = [];
  const step = <T>(name: Step, input: unknown, value: T): T => {
    calls.push([name, input]);
    if (name === failing) throw new Error(`${name} failed`);
    if (typeof failing === 'object' && failing.step === name) throw failing.error;
    return value;
  };
  const machine = profilePictureMachine.provide({
    actors: {
      uploadImage: fromPromise<UploadImageOutput, UploadImageInput>(async ({ input }) =>
        step('uploadImage', input, { fileName: 'f-123.png' }),
      ),
      createUserImage: fromPromise<void, CreateUserImageInput>(async ({ input }) =>
        step('createUserImage', input, undefined),
      ),
      loadImages: fromPromise<UserImage[], LoadImagesInput>(async ({ input }) =>
        step('loadImages', input, [older, fresh, old]),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { userId: 5, images: [older, old], ...(maxBytes ? { maxBytes } : {}) },
  }).start();
  return { actor, calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('profilePicture', () => {
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

  test('a file is a picture by its first bytes, not its name', () => {
    expect(imageFormatOf(PNG_BYTES)).toBe('png');
    expect(imageFormatOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageFormatOf(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(imageFormatOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageFormatOf(new TextEncoder().encode('\0\0\0\x18ftypheic'))).toBe('heif');
    expect(imageFormatOf(new TextEncoder().encode('\0\0\0\x1cftypavif'))).toBe('avif');
    expect(imageFormatOf(new TextEncoder().encode('\0\0\0\x18ftypisom'))).toBeNull();
    expect(imageFormatOf(new TextEncoder().encode('hello'))).toBeNull();
  });

  test.each([
    [5 * 1024 * 1024, '5 MB'],
    [37 * 1024 * 1024 + 300_000, '37 MB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [840 * 1024, '840 KB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  test.each([
    ['a PDF', pdf],
    ['a text file named .png', textAsPng],
  ])('%s is refused before anything is sent, saying why', async (_, file) => {
    const { actor, calls } = start();
    actor.send({ type: 'user.chooseFile', file, previewUrl: 'blob:file' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('rejected')).toBe(true);
    expect(actor.getSnapshot().context.rejection).toBe(
      'That file is not a picture. Choose a JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF file.',
    );
    expect(actor.getSnapshot().context.preview).toBeNull();
    expect(calls).toEqual([]);
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    expect(actor.getSnapshot().hasTag('rejected')).toBe(false);
  });

  test('a file over the size limit is refused at once, naming both sizes', () => {
    const { actor, calls } = start(undefined, 5 * 1024 * 1024);
    const huge = { name: 'huge.png', type: 'image/png', size: 37 * 1024 * 1024 };
    actor.send({ type: 'user.chooseFile', file: huge, previewUrl: 'blob:huge' });
    expect(actor.getSnapshot().hasTag('rejected')).toBe(true);
    expect(actor.getSnapshot().context.rejection).toBe(
      'That picture is 37 MB. Choose one of 5 MB or smaller.',
    );
    expect(calls).toEqual([]);
  });

  test('a file the browser cannot read is judged by its type', async () => {
    const { actor } = start();
    actor.send({
      type: 'user.chooseFile',
      file: { name: 'me.png', type: 'image/png', size: 10 },
      previewUrl: 'b',
    });
    await waitFor(actor, (snapshot) => snapshot.context.preview === 'b');
    const other = start();
    other.actor.send({
      type: 'user.chooseFile',
      file: { name: 'a.txt', type: 'text/plain', size: 10 },
      previewUrl: 'c',
    });
    await waitFor(other.actor, (snapshot) => snapshot.hasTag('rejected'));
  });

  test('an image: checked, previewed, upload -> image record -> refreshed list, wait cleared', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.preview === 'blob:png');
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

  test('one file at a time: a choice made while waiting is ignored', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:1' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:2' });
    expect(actor.getSnapshot().context.preview).toBe('blob:1');
    await settled(actor);
    expect(calls.filter(([name]) => name === 'uploadImage')).toHaveLength(1);
  });

  test("the server's reason for refusing the file is shown, not a generic line", async () => {
    const refused = {
      status: 413,
      message: 'The image must be 5 MB or smaller.',
      fieldErrors: { file: ['The image must be 5 MB or smaller.'] },
    };
    const { actor } = start({ step: 'uploadImage', error: refused });
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe('The image must be 5 MB or smaller.');
  });

  test('a stale page: no message of its own (the page-expired banner says it)', async () => {
    const { actor } = start({ step: 'uploadImage', error: { status: 403, code: 'CSRF_INVALID' } });
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test.each(['uploadImage', 'createUserImage'] as const)(
    'a failed %s clears the wait and the preview; nothing after it runs',
    async (failing) => {
      const { actor, calls } = start(failing);
      actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
      await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
      await settled(actor);
      expect(actor.getSnapshot().context.error).toBe('Your picture could not be saved. Please try again.');
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.preview).toBeNull();
      expect(actor.getSnapshot().context.headshot).toEqual(old);
      expect(calls.at(-1)?.[0]).toBe(failing);
    },
  );

  test('a failed refresh clears the wait; the saved image stays previewed', async () => {
    const { actor } = start('loadImages');
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    await waitFor(actor, (snapshot) => snapshot.matches('waiting'));
    await settled(actor);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.preview).toBe('blob:png');
  });

  test('after a failure another file can be chosen', async () => {
    const { actor } = start('uploadImage');
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:1' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:2' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.preview === 'blob:2');
  });

  test('the placeholders fail with a clear error until the app provides the actors', async () => {
    const actor = createActor(profilePictureMachine, { input: { userId: 5 } }).start();
    actor.send({ type: 'user.chooseFile', file: png, previewUrl: 'blob:png' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
  });
});
