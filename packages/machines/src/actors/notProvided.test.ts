import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, setup, toPromise } from 'xstate';
import { notProvided } from './notProvided';

describe('notProvided', () => {
  test('fails with a message naming the machine, the actor and how to provide it', async () => {
    const actor = createActor(notProvided<string>('demo', 'load')).start();
    await expect(toPromise(actor)).rejects.toThrow(
      'demo: the "load" actor is not provided; supply it with machine.provide({ actors: { load } })',
    );
  });

  test('is replaced by machine.provide', async () => {
    const machine = setup({ actors: { load: notProvided<string>('demo', 'load') } }).createMachine({
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: 'load', onDone: 'done' } },
        done: { type: 'final' },
      },
    });
    const actor = createActor(machine.provide({ actors: { load: fromPromise(async () => 'ok') } })).start();
    await toPromise(actor);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
