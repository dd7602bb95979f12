import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import {
  type DocumentDeliveryInput,
  documentDeliveryMachine,
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
} from './documentDelivery.machine';

type Fakes = {
  load?: (input: LoadEmailNoticesInput) => Promise<LoadEmailNoticesOutput>;
  save?: (input: SaveEmailNoticesInput) => Promise<SaveEmailNoticesOutput>;
};

/** A fake server: the flag it stores is what the next load returns. */
function start(flag: boolean | null, input: DocumentDeliveryInput = { userId: 7 }, fakes: Fakes = {}) {
  let server = flag;
  const load = vi.fn(fakes.load ?? (async () => ({ emailNoticesFlag: server })));
  const save = vi.fn(
    fakes.save ??
      (async ({ emailNoticesFlag }: SaveEmailNoticesInput) => {
        server = emailNoticesFlag;
        return { emailNoticesFlag };
      }),
  );
  const actor = createActor(
    documentDeliveryMachine.provide({
      actors: {
        loadEmailNotices: fromPromise<LoadEmailNoticesOutput, LoadEmailNoticesInput>(({ input }) =>
          load(input),
        ),
        saveEmailNotices: fromPromise<SaveEmailNoticesOutput, SaveEmailNoticesInput>(({ input }) =>
          save(input),
        ),
      },
    }),
    { input },
  ).start();
  return { actor, load, save };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const canSave = (actor: Actor) => actor.getSnapshot().can({ type: 'user.save' });

describe('documentDelivery', () => {
  test.each([true, false])('a known flag (%s) shows the section with the box set to it', async (flag) => {
    const { actor, load } = start(flag);
    const snapshot = await settled(actor);
    expect(load).toHaveBeenCalledWith({ userId: 7 });
    expect(snapshot.hasTag('known')).toBe(true);
    expect(snapshot.context.checked).toBe(flag);
  });

  test('an unknown flag hides the section', async () => {
    const snapshot = await settled(start(null).actor);
    expect(snapshot.value).toBe('unknown');
    expect(snapshot.hasTag('known')).toBe(false);
  });

  test('without a userId the lookup is skipped and the section hidden', () => {
    const { actor, load } = start(true, {});
    expect(actor.getSnapshot().value).toBe('unknown');
    expect(load).not.toHaveBeenCalled();
  });

  test('a failed lookup leaves the flag unknown', async () => {
    const { actor } = start(
      true,
      { userId: 7 },
      {
        load: async () => {
          throw new Error('down');
        },
      },
    );
    expect((await settled(actor)).hasTag('known')).toBe(false);
  });

  test('Save is enabled only when the box differs from the stored value', async () => {
    const { actor } = start(false);
    expect(canSave(actor)).toBe(false); // loading
    await settled(actor);
    expect(canSave(actor)).toBe(false);
    actor.send({ type: 'user.toggle', checked: true });
    expect(canSave(actor)).toBe(true);
    actor.send({ type: 'user.toggle', checked: false });
    expect(canSave(actor)).toBe(false);
  });

  test('enrolling saves, refetches, then shows the Success dialog', async () => {
    const { actor, load, save } = start(false);
    await settled(actor);
    actor.send({ type: 'user.toggle', checked: true });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canSave(actor)).toBe(false);
    actor.send({ type: 'user.toggle', checked: false });
    const snapshot = await settled(actor);
    expect(save).toHaveBeenCalledWith({ userId: 7, emailNoticesFlag: true });
    expect(load).toHaveBeenCalledTimes(2);
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.context).toMatchObject({ stored: true, checked: true });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().hasTag('success')).toBe(false);
    expect(canSave(actor)).toBe(false);
  });

  test('unenrolling asks for confirmation first, then saves without the Success dialog', async () => {
    const { actor, load, save } = start(true);
    await settled(actor);
    actor.send({ type: 'user.toggle', checked: false });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'user.confirm' });
    const snapshot = await settled(actor);
    expect(save).toHaveBeenCalledWith({ userId: 7, emailNoticesFlag: false });
    expect(load).toHaveBeenCalledTimes(2);
    expect(snapshot.hasTag('success')).toBe(false);
    expect(snapshot.hasTag('confirm')).toBe(false);
    expect(snapshot.context).toMatchObject({ stored: false, checked: false });
  });

  test('cancelling the confirmation keeps the person enrolled and the box checked', async () => {
    const { actor, save } = start(true);
    await settled(actor);
    actor.send({ type: 'user.toggle', checked: false });
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(false);
    expect(actor.getSnapshot().context.checked).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  test("a failed save says 'An unexpected error occurred, please try again' and keeps the box", async () => {
    const { actor } = start(
      false,
      { userId: 7 },
      {
        save: async () => {
          throw new Error('500');
        },
      },
    );
    await settled(actor);
    actor.send({ type: 'user.toggle', checked: true });
    actor.send({ type: 'user.save' });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('An unexpected error occurred, please try again');
    expect(snapshot.context.error).toBe(messages.paperless.saveFailed);
    expect(snapshot.context).toMatchObject({ stored: false, checked: true });
    expect(canSave(actor)).toBe(true);
  });

  test('a failed refetch keeps the saved value', async () => {
    let loads = 0;
    const { actor } = start(
      false,
      { userId: 7 },
      {
        load: async () => {
          loads += 1;
          if (loads > 1) throw new Error('down');
          return { emailNoticesFlag: false };
        },
      },
    );
    await settled(actor);
    actor.send({ type: 'user.toggle', checked: true });
    actor.send({ type: 'user.save' });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('success')).toBe(true);
    expect(snapshot.context.stored).toBe(true);
  });
});
