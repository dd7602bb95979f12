import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type SessionData, sessionMachine } from './session.machine';

const data: SessionData = { userContext: { userId: 42, firstName: 'Jane' }, company: { companyId: 9 } };

function start(options: { load?: () => Promise<SessionData>; remove?: () => Promise<void> } = {}) {
  const order: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise<SessionData, void>(async () => {
        order.push('load');
        return (options.load ?? (async () => data))();
      }),
      deleteSession: fromPromise<void, void>(async () => {
        order.push('delete');
        return (options.remove ?? (async () => undefined))();
      }),
    },
  });
  const actor = createActor(machine);
  const reload = vi.fn(() => order.push('reload'));
  actor.on('reload', reload);
  actor.start();
  return { actor, order, reload };
}

describe('session', () => {
  test('loads sessionData into user context and company, then is ready', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context).toMatchObject({
      userContext: data.userContext,
      company: data.company,
    });
  });

  test('a failed load shows an error and can be retried', async () => {
    let fail = true;
    const { actor } = start({
      load: async () => {
        if (fail) throw new Error('offline');
        return data;
      },
    });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toEqual(new Error('offline'));
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('logout deletes the session, then reloads the page', async () => {
    const { actor, order, reload } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, () => reload.mock.calls.length > 0);
    expect(order).toEqual(['load', 'delete', 'reload']);
    expect(reload).toHaveBeenCalledWith({ type: 'reload' });
  });

  test('logout reloads the page even when deleting the session fails, keeping the error', async () => {
    const { actor, reload } = start({ remove: () => Promise.reject(new Error('500')) });
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'user.logout' });
    await waitFor(actor, () => reload.mock.calls.length > 0);
    expect(actor.getSnapshot().context.error).toEqual(new Error('500'));
  });

  test('a login elsewhere on the page loads the session again', async () => {
    const { actor, order } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    actor.send({ type: 'api.sessionChanged' });
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(order).toEqual(['load', 'load']);
  });

  test('a change while the session is being read starts the read over; the older answer is dropped', async () => {
    const answers: Array<(value: SessionData) => void> = [];
    const { actor, order } = start({ load: () => new Promise((resolve) => answers.push(resolve)) });
    actor.send({ type: 'api.sessionChanged' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.({ userContext: { userId: 42, firstName: 'New' }, company: null });
    await waitFor(actor, (s) => s.hasTag('ready'));
    answers[0]?.({ userContext: { userId: 42, firstName: 'Old' }, company: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['load', 'load']);
    expect(actor.getSnapshot().context.userContext).toEqual({ userId: 42, firstName: 'New' });
  });

  test('a CSRF error shows the page-expired banner, whose link reloads the page', async () => {
    const { actor, reload } = start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    expect(actor.getSnapshot().hasTag('pageExpired')).toBe(false);
    actor.send({ type: 'api.csrfError' });
    expect(actor.getSnapshot().hasTag('pageExpired')).toBe(true);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.send({ type: 'user.refresh' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('the placeholder actors fail with a message naming what to provide', async () => {
    const actor = createActor(sessionMachine).start();
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(String(actor.getSnapshot().context.error)).toContain(
      'session: the "loadSession" actor is not provided; supply it with machine.provide({ actors: { loadSession } })',
    );
  });
});
