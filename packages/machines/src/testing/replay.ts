/**
 * Test support for the model-based tests: replay the paths from `modelPaths` against a real actor
 * and check it agrees with the model at every step, then check the paths cover the machine.
 * Imports vitest: only for `*.model.test.ts` files, never for the package's entry point.
 */
import { describe, expect, test, vi } from 'vitest';
import {
  type Actor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  type EventObject,
  fromPromise,
} from 'xstate';
import { coverage } from './coverage';
import type { ModelPath } from './modelPaths';

export type ModelStep = ModelPath['steps'][number];

/**
 * Actors that never settle, by name, for `machine.provide({ actors })`: the paths send their
 * completion events (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) themselves.
 */
export function pendingActors<const TName extends string>(
  names: readonly TName[],
): Record<TName, AnyActorLogic> {
  return Object.fromEntries(
    names.map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  ) as Record<TName, AnyActorLogic>;
}

const AFTER = 'xstate.after.';

/**
 * The duration in ms of a delayed event `xstate.after.<DELAY>.<stateId>`: the machine's own
 * `delays` implementation (a number, or a function that needs no context or event), or an
 * inline number of ms.
 */
export function delayOf(machine: AnyStateMachine, eventType: string): number {
  if (!eventType.startsWith(AFTER)) throw new Error(`delayOf: '${eventType}' is not a delayed event`);
  const delay = eventType.slice(AFTER.length).split('.')[0] ?? '';
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  if (Object.hasOwn(delays, delay)) {
    const implementation = delays[delay];
    if (typeof implementation === 'number') return implementation;
    if (typeof implementation === 'function') {
      let ms: unknown;
      try {
        ms = implementation({}, undefined);
      } catch (error) {
        throw new Error(
          `delayOf: delay '${delay}' of machine '${machine.id}' needs a context or event to compute; replay it by hand`,
          { cause: error },
        );
      }
      if (typeof ms === 'number') return ms;
      throw new Error(
        `delayOf: delay '${delay}' of machine '${machine.id}' gave ${String(ms)}, not a number of ms`,
      );
    }
  }
  if (/^\d+$/.test(delay)) return Number(delay);
  throw new Error(`delayOf: machine '${machine.id}' defines no delay '${delay}' (from '${eventType}')`);
}

export type ReplayOptions<TMachine extends AnyStateMachine = AnyStateMachine> = {
  /**
   * After each step, compare the actor's context with the model's: the whole context (`true`, the
   * default), none (`false`), or a projection of it (the fields that can be compared).
   */
  compareContext?: boolean | ((context: ContextFrom<TMachine>) => unknown);
  /** Extra checks after each step; `emitted` holds every event the actor emitted so far. */
  assertStep?: (actor: Actor<TMachine>, step: ModelStep, emitted: EventObject[]) => void;
  /** Extra checks once the whole path has been replayed. */
  assertPath?: (actor: Actor<TMachine>, path: ModelPath, emitted: EventObject[]) => void;
};

/**
 * Replays one path against a real actor of `sut`, on fake timers it installs and removes itself:
 * a delayed event advances the clock by its delay, `xstate.init` is the start, any other event is
 * sent. After every step the actor's state value (and context, see `compareContext`) must equal
 * the model's.
 */
export function replayPath<TMachine extends AnyStateMachine>(
  sut: TMachine,
  path: ModelPath,
  { compareContext = true, assertStep, assertPath }: ReplayOptions<TMachine> = {},
): void {
  const project = compareContext === true ? (context: unknown) => context : compareContext || undefined;
  vi.useFakeTimers();
  try {
    const actor = createActor(sut, { input: path.input } as never) as Actor<TMachine>;
    const emitted: EventObject[] = [];
    actor.on('*', (event: EventObject) => emitted.push(event));
    actor.start();
    for (const step of path.steps) {
      const { type } = step.event;
      if (type.startsWith(AFTER)) vi.advanceTimersByTime(delayOf(sut, type));
      else if (type !== 'xstate.init') actor.send(step.event as never);
      const snapshot: AnyMachineSnapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      if (project) expect(project(snapshot.context)).toEqual(project(step.state.context));
      assertStep?.(actor, step, emitted);
    }
    assertPath?.(actor, path, emitted);
  } finally {
    vi.useRealTimers();
  }
}

export type DescribeModelOptions<TMachine extends AnyStateMachine> = ReplayOptions<TMachine> & {
  /** The machine the actors run: `machine` with its calls replaced (`pendingActors`). @default machine */
  sut?: TMachine;
  /** Put each path's input in its test name, for machines walked with several inputs. */
  titleWithInput?: boolean;
};

/**
 * The model-based test of a machine: one test per path, replayed with `replayPath`, and one test
 * that the paths visit every state and take every transition of `machine`.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  title: string,
  machine: TMachine,
  paths: ModelPath[],
  { sut = machine, titleWithInput = false, ...options }: DescribeModelOptions<TMachine> = {},
): void {
  const name = (path: ModelPath) =>
    titleWithInput ? `${JSON.stringify(path.input)}: ${path.description}` : path.description;
  describe(title, () => {
    test.each(paths.map((path) => [name(path), path] as const))('%s', (_name, path) => {
      replayPath(sut, path, options);
    });

    test('the paths visit every state and take every transition', () => {
      const report = coverage(machine, paths);
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
    });
  });
}
