import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import {
  type LoadSubscriptionsInput,
  type SaveSubscriptionsInput,
  type SubscriptionTreeInput,
  subscriptionTreeMachine,
} from './subscriptionTree.machine';
import {
  flatten,
  isUnsubscribedFromAll,
  type SubscriptionGroup,
  type SubscriptionTree,
  visibleChildren,
} from './tree';

const g = (
  shortCode: string,
  isUnsubscribed: boolean,
  children: SubscriptionGroup[] = [],
): SubscriptionGroup => ({
  shortCode,
  uiName: shortCode,
  uiDescription: '',
  isUnsubscribed,
  children,
});

const server = (): SubscriptionGroup[] => [
  g('NEWS', false, [
    g('NEWS_WEEKLY', false),
    g('NEWS_DEALS', false, [g('DEALS_LOCAL', false), g('DEALS_NATIONAL', true)]),
  ]),
  g('MOVE', false),
];

type Fakes = {
  load?: (input: LoadSubscriptionsInput) => Promise<SubscriptionTree>;
  save?: (input: SaveSubscriptionsInput) => Promise<SubscriptionTree>;
};

/** By default the fake server saves what it is sent and echoes the tree back. */
function start(
  input: SubscriptionTreeInput = { email: 'ann@example.com', source: 'SUBSCRIPTION_PAGE' },
  fakes: Fakes = {},
) {
  let stored = server();
  const load = vi.fn(fakes.load ?? (async () => stored));
  const save = vi.fn(
    fakes.save ??
      (async ({ groupShortCodes }: SaveSubscriptionsInput) => {
        const mark = (groups: SubscriptionGroup[]): SubscriptionGroup[] =>
          groups.map((group) => ({
            ...group,
            isUnsubscribed: groupShortCodes.includes(group.shortCode),
            children: mark([...(group.children ?? [])]),
          }));
        stored = mark(stored);
        return stored;
      }),
  );
  const actor = createActor(
    subscriptionTreeMachine.provide({
      actors: {
        loadSubscriptions: fromPromise<SubscriptionTree, LoadSubscriptionsInput>(({ input }) => load(input)),
        saveSubscriptions: fromPromise<SubscriptionTree, SaveSubscriptionsInput>(({ input }) => save(input)),
      },
    }),
    { input },
  ).start();
  return { actor, load, save };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const canSave = (actor: Actor) => actor.getSnapshot().can({ type: 'user.save' });
const states = (actor: Actor) =>
  Object.fromEntries(flatten(actor.getSnapshot().context.groups).map((x) => [x.shortCode, x.isUnsubscribed]));

describe('subscriptionTree', () => {
  test('loads the tree by email; Save is disabled before the data has loaded and while nothing changed', async () => {
    const { actor, load } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(canSave(actor)).toBe(false);
    const snapshot = await settled(actor);
    expect(load).toHaveBeenCalledWith({ email: 'ann@example.com' });
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(canSave(actor)).toBe(false);
  });

  test('switching a parent sets all its descendants', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'user.toggleGroup', shortCode: 'NEWS', subscribed: false });
    expect(states(actor)).toMatchObject({
      NEWS: true,
      NEWS_WEEKLY: true,
      NEWS_DEALS: true,
      DEALS_LOCAL: true,
      DEALS_NATIONAL: true,
      MOVE: false,
    });
    actor.send({ type: 'user.toggleGroup', shortCode: 'NEWS', subscribed: true });
    expect(Object.values(states(actor)).every((v) => v === false)).toBe(true);
  });

  test('children show only while the parent is subscribed', async () => {
    const { actor } = start();
    await settled(actor);
    const news = () => actor.getSnapshot().context.groups[0] as SubscriptionGroup;
    expect(visibleChildren(news())).toHaveLength(2);
    actor.send({ type: 'user.toggleGroup', shortCode: 'NEWS', subscribed: false });
    expect(visibleChildren(news())).toEqual([]);
  });

  test('a child change makes the parent unsubscribed only when all children are', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'user.toggleGroup', shortCode: 'DEALS_LOCAL', subscribed: false });
    expect(states(actor)).toMatchObject({ NEWS_DEALS: true, NEWS: false });
    actor.send({ type: 'user.toggleGroup', shortCode: 'NEWS_WEEKLY', subscribed: false });
    expect(states(actor)).toMatchObject({ NEWS: true });
    actor.send({ type: 'user.toggleGroup', shortCode: 'NEWS_WEEKLY', subscribed: true });
    expect(states(actor)).toMatchObject({ NEWS: false });
  });

  test('a parent loaded as unsubscribed with a subscribed child shows Subscribed', async () => {
    const { actor } = start(undefined, { load: async () => [g('P', true, [g('C1', false), g('C2', true)])] });
    await settled(actor);
    expect(states(actor)).toEqual({ P: false, C1: false, C2: true });
    expect(canSave(actor)).toBe(false);
  });

  test("'Unsubscribe from all' is the inverse of the top state, and toggling it sets everything", async () => {
    const { actor } = start();
    await settled(actor);
    const checked = () => isUnsubscribedFromAll(actor.getSnapshot().context.groups);
    expect(checked()).toBe(false);
    actor.send({ type: 'user.toggleUnsubscribeAll', checked: true });
    expect(Object.values(states(actor)).every((v) => v === true)).toBe(true);
    expect(checked()).toBe(true);
    actor.send({ type: 'user.toggleGroup', shortCode: 'MOVE', subscribed: true });
    expect(checked()).toBe(false);
    actor.send({ type: 'user.toggleUnsubscribeAll', checked: false });
    expect(Object.values(states(actor)).every((v) => v === false)).toBe(true);
  });

  test('Save is enabled after a change and disabled again when it is undone', async () => {
    const { actor } = start();
    await settled(actor);
    actor.send({ type: 'user.toggleGroup', shortCode: 'MOVE', subscribed: false });
    expect(canSave(actor)).toBe(true);
    actor.send({ type: 'user.toggleGroup', shortCode: 'MOVE', subscribed: true });
    expect(canSave(actor)).toBe(false);
  });

  test.each(['BACKPORCH', 'SUBSCRIPTION_PAGE'] as const)(
    'saving sends every unsubscribed code at every level with source %s',
    async (source) => {
      const { actor, save } = start({ email: 'ann@example.com', source });
      await settled(actor);
      actor.send({ type: 'user.toggleGroup', shortCode: 'NEWS_DEALS', subscribed: false });
      actor.send({ type: 'user.toggleGroup', shortCode: 'MOVE', subscribed: false });
      actor.send({ type: 'user.save' });
      expect(save).toHaveBeenCalledWith({
        email: 'ann@example.com',
        groupShortCodes: ['NEWS_DEALS', 'DEALS_LOCAL', 'DEALS_NATIONAL', 'MOVE'],
        source,
      });
    },
  );

  test('while saving, Save is disabled and toggles are ignored', async () => {
    const { actor, save } = start(undefined, { save: () => new Promise(() => {}) });
    await settled(actor);
    actor.send({ type: 'user.toggleGroup', shortCode: 'MOVE', subscribed: false });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(canSave(actor)).toBe(false);
    actor.send({ type: 'user.toggleGroup', shortCode: 'MOVE', subscribed: true });
    actor.send({ type: 'user.save' });
    expect(states(actor)).toMatchObject({ MOVE: true });
    expect(save).toHaveBeenCalledTimes(1);
  });

  test('after save the form resets to the saved values: the result replaces the tree', async () => {
    const result = [g('NEWS', true, [g('NEWS_WEEKLY', true)]), g('MOVE', true), g('NEW_GROUP', false)];
    const { actor } = start(undefined, { save: async () => result });
    await settled(actor);
    actor.send({ type: 'user.toggleUnsubscribeAll', checked: true });
    actor.send({ type: 'user.save' });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.context.groups).toEqual(snapshot.context.saved);
    expect(flatten(snapshot.context.groups).map((x) => x.shortCode)).toEqual([
      'NEWS',
      'NEWS_WEEKLY',
      'MOVE',
      'NEW_GROUP',
    ]);
    expect(canSave(actor)).toBe(false);
  });

  test('a failed save keeps the edits and shows an error, and can be tried again', async () => {
    let fail = true;
    const { actor, save } = start(undefined, {
      save: async () => {
        if (fail) throw new Error('500');
        return server();
      },
    });
    await settled(actor);
    actor.send({ type: 'user.toggleGroup', shortCode: 'NEWS', subscribed: false });
    actor.send({ type: 'user.save' });
    const snapshot = await settled(actor);
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe(messages.emailSubscriptions.unsubscribeFailed);
    expect(states(actor)).toMatchObject({ NEWS: true, NEWS_WEEKLY: true });
    expect(canSave(actor)).toBe(true);
    fail = false;
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(save).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  test('a failed load can be retried', async () => {
    let attempts = 0;
    const { actor } = start(undefined, {
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('down');
        return server();
      },
    });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(canSave(actor)).toBe(false);
    actor.send({ type: 'user.retry' });
    expect((await settled(actor)).hasTag('ready')).toBe(true);
  });
});
