import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom } from 'xstate';

type AnySnapshot = AnyMachineSnapshot;

import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph';

/** More routes than this is a walk offering too many events: each one is a test of its own. */
const MAX_PATHS = 10_000;

type ModelOptions<TMachine extends AnyStateMachine> = {
  /** One traversal per input: branches that depend on input (a clock, a flag) need several. */
  inputs: Array<InputFrom<TMachine>>;
  /** The events to explore from each state (completion events of actors included). */
  events: EventObject[] | ((snapshot: ReturnType<TMachine['transition']>) => EventObject[]);
  /** More routes than this is an error (default MAX_PATHS). */
  maxPaths?: number;
};

// biome-ignore lint/suspicious/noExplicitAny: paths of any machine.
export type ModelPath = StatePath<any, EventObject> & { input: unknown; description: string };

const describePath = (path: StatePath<AnySnapshot, EventObject>) => {
  const route = path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
  return `${route.join(' → ') || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`;
};

/**
 * The paths that drive a machine's model-based test and its coverage check, for each input:
 * shortest paths to every reachable state (`getShortestPaths`), every acyclic route
 * (`getSimplePaths`), and a transition tour: each edge of the adjacency map appended to the
 * shortest path of its source state, so self-loops and returns to a known state are taken too.
 */
export function modelPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { inputs, events, maxPaths = MAX_PATHS }: ModelOptions<TMachine>,
): ModelPath[] {
  const seen = new Set<string>();
  const out: ModelPath[] = [];
  const add = (input: unknown, path: StatePath<AnySnapshot, EventObject>) => {
    const key = `${JSON.stringify(input, (_k, v) => (typeof v === 'function' ? String(v) : v))}|${path.steps
      .map((step) => JSON.stringify(step.event))
      .join('>')}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ ...path, input, description: describePath(path) });
  };
  for (const input of inputs) {
    const options = {
      input,
      // biome-ignore lint/suspicious/noExplicitAny: the traversal options are not generic over input here.
      events: events as any,
      // Only what the state handles: an ignored event teaches nothing and multiplies paths.
      filterEvents: (snapshot: { can: (event: EventObject) => boolean }, event: EventObject) =>
        snapshot.can(event),
    };
    const shortest = getShortestPaths(machine, options);
    const simple = getSimplePaths(machine, options);
    if (simple.length > maxPaths) {
      throw new Error(
        `${machine.id}: ${simple.length} simple paths (at most ${maxPaths}); offer fewer events per state, or walk in parts`,
      );
    }
    for (const path of [...shortest, ...simple]) add(input, path);

    const bySnapshot = new Map(shortest.map((path) => [serializeSnapshot(path.state), path]));
    const adjacency = getAdjacencyMap(machine, options);
    for (const vertex of Object.values(adjacency)) {
      const head = bySnapshot.get(serializeSnapshot(vertex.state));
      if (!head) continue;
      for (const edge of Object.values(vertex.transitions) as Array<{
        event: EventObject;
        state: AnySnapshot;
      }>) {
        add(input, {
          state: edge.state,
          steps: [...head.steps, { event: edge.event, state: edge.state }],
          weight: head.weight + 1,
        });
      }
    }
  }
  return out;
}
