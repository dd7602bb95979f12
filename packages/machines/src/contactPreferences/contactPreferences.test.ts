import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import type { ContactMethod } from '../validation';
import {
  type ContactPreferences,
  type ContactPreferencesInput,
  contactPreferencesMachine,
  type LoadPreferencesInput,
  type SavePreferencesInput,
} from './contactPreferences.machine';

const stored: ContactPreferences = {
  mediaFromPros: { sms: true, email: true },
  mediaFromProduct: { sms: false, email: true },
};

type Fakes = {
  load?: (input: LoadPreferencesInput) => Promise<ContactPreferences>;
  save?: (input: SavePreferencesInput) => Promise<void>;
};

function start(input: ContactPreferencesInput = { userId: 7 }, fakes: Fakes = {}) {
  const load = vi.fn(fakes.load ?? (async () => stored));
  const save = vi.fn(fakes.save ?? (async () => {}));
  const actor = createActor(
    contactPreferencesMachine.provide({
      actors: {
        loadPreferences: fromPromise<ContactPreferences, LoadPreferencesInput>(({ input }) => load(input)),
        savePreferences: fromPromise<void, SavePreferencesInput>(({ input }) => save(input)),
      },
    }),
    { input },
  ).start();
  return { actor, load, save };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.hasTag('ready'));
const idle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const rejecting = async (): Promise<never> => {
  throw new Error('500');
};

describe('contactPreferences', () => {
  test('loads by userId and shows the stored choices', async () => {
    const { actor, load } = start({ userId: 7 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await ready(actor);
    expect(load).toHaveBeenCalledWith({ userId: 7, verificationToken: null });
    expect(snapshot.context.mediaFromPros).toEqual({ sms: true, email: true });
    expect(snapshot.context.mediaFromProduct).toEqual({ sms: false, email: true });
  });

  test('loads by an emailed verification token, without a user id', async () => {
    const token = '6f1c2a4e-0b7d-4c55-9f0e-2b7a3c1d9e11';
    const { actor, load, save } = start({ verificationToken: token });
    await ready(actor);
    expect(load).toHaveBeenCalledWith({ userId: null, verificationToken: token });
    actor.send({ type: 'user.save' });
    await idle(actor);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ userId: null, verificationToken: token }));
  });

  test.each([
    ['email', { email: true, sms: false }],
    ['text', { email: false, sms: true }],
    ['both', { email: true, sms: true }],
  ] as [ContactMethod, object][])('choosing %s sets %j on either row', async (method, media) => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'user.changeMethod', row: 'mediaFromPros', method });
    actor.send({ type: 'user.changeMethod', row: 'mediaFromProduct', method });
    expect(actor.getSnapshot().context.mediaFromPros).toEqual(media);
    expect(actor.getSnapshot().context.mediaFromProduct).toEqual(media);
  });

  test('a row change leaves the other row as it was', async () => {
    const { actor } = start();
    await ready(actor);
    actor.send({ type: 'user.changeMethod', row: 'mediaFromProduct', method: 'text' });
    expect(actor.getSnapshot().context.mediaFromPros).toEqual(stored.mediaFromPros);
  });

  test('saving is busy and sends both rows with the key', async () => {
    const { actor, save } = start({ userId: 7 });
    await ready(actor);
    actor.send({ type: 'user.changeMethod', row: 'mediaFromPros', method: 'email' });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await idle(actor);
    expect(save).toHaveBeenCalledWith({
      userId: 7,
      verificationToken: null,
      mediaFromPros: { sms: false, email: true },
      mediaFromProduct: { sms: false, email: true },
    });
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.hasTag('error')).toBe(false);
    expect(snapshot.context.error).toBeNull();
  });

  test("a failed save says 'Unable to save preferences, please try again.' and keeps the choices", async () => {
    const { actor } = start({ userId: 7 }, { save: rejecting });
    await ready(actor);
    actor.send({ type: 'user.changeMethod', row: 'mediaFromProduct', method: 'both' });
    actor.send({ type: 'user.save' });
    const snapshot = await idle(actor);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('Unable to save preferences, please try again.');
    expect(snapshot.context.mediaFromProduct).toEqual({ sms: true, email: true });
  });

  test('a change clears the error', async () => {
    const { actor } = start({ userId: 7 }, { save: rejecting });
    await ready(actor);
    actor.send({ type: 'user.save' });
    await idle(actor);
    actor.send({ type: 'user.changeMethod', row: 'mediaFromPros', method: 'text' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  test('saving again clears the error at the start', async () => {
    let fail = true;
    const { actor } = start(
      { userId: 7 },
      { save: async () => (fail ? rejecting() : new Promise(() => {})) },
    );
    await ready(actor);
    actor.send({ type: 'user.save' });
    await idle(actor);
    expect(actor.getSnapshot().context.error).toBe(messages.contactPreferences.saveFailed);
    fail = false;
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('choices and saves are ignored while saving', async () => {
    const { actor, save } = start({ userId: 7 }, { save: () => new Promise(() => {}) });
    await ready(actor);
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.changeMethod', row: 'mediaFromPros', method: 'text' });
    actor.send({ type: 'user.save' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.mediaFromPros).toEqual(stored.mediaFromPros);
  });

  test('a failed load can be retried', async () => {
    let attempts = 0;
    const { actor } = start(
      { userId: 7 },
      {
        load: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('down');
          return stored;
        },
      },
    );
    await waitFor(actor, (s) => s.hasTag('error'));
    actor.send({ type: 'user.retry' });
    const snapshot = await ready(actor);
    expect(snapshot.context.mediaFromPros).toEqual(stored.mediaFromPros);
  });
});
