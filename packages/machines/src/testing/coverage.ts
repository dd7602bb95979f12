import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject, Snapshot } from 'xstate';
import { eventLabel, transitionsOf } from '../graph/toMermaid';

export type TransitionKey = string;

function keyOf(transition: AnyTransitionDefinition): TransitionKey {
  const targets = (transition.target ?? []).map((target) => target.id).join(',') || '(self)';
  const guard = transition.guard
    ? typeof transition.guard === 'string'
      ? transition.guard
      : typeof transition.guard === 'object' && 'type' in transition.guard
        ? String(transition.guard.type)
        : 'guard'
    : '';
  return `${transition.source.id} --${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}--> ${targets}`;
}

/** Every transition the machine defines, on every state node, event and eventless alike. */
export function definedTransitions(machine: AnyStateMachine): Map<TransitionKey, AnyTransitionDefinition> {
  const out = new Map<TransitionKey, AnyTransitionDefinition>();
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) out.set(keyOf(transition), transition);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

/** Every state node id of the machine (the root excluded). */
export function definedStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (node.path.length) out.push(node.id);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

type Step = { state: Snapshot<unknown>; event: EventObject };
type Path = { steps: Step[] };

/**
 * The transitions taken along generated paths: for each step, the transitions the machine
 * selects for that event from the previous snapshot, then any eventless transitions that fire
 * from the states the step entered.
 */
export function takenTransitions(machine: AnyStateMachine, paths: Path[]): Set<TransitionKey> {
  const taken = new Set<TransitionKey>();
  const eventless = [...definedTransitions(machine).values()].filter((t) => t.eventType === '');
  for (const path of paths) {
    let previous: unknown;
    for (const step of path.steps) {
      // biome-ignore lint/suspicious/noExplicitAny: snapshots from xstate/graph are untyped here.
      const snapshot = previous as any;
      // States the step entered: the targets of the transitions it took, or the initial state.
      const entered = new Set<AnyStateNode>();
      if (snapshot && step.event.type !== 'xstate.init') {
        for (const transition of machine.getTransitionData(snapshot, step.event)) {
          taken.add(keyOf(transition));
          for (const target of transition.target ?? []) entered.add(target);
        }
      } else {
        for (const node of machine.root.initial?.target ?? []) entered.add(node);
      }
      // biome-ignore lint/suspicious/noExplicitAny: internal active nodes of a machine snapshot.
      const settled: AnyStateNode[] = (step.state as any)?._nodes ?? [];
      // Eventless transitions fire from a state the step entered and leave the snapshot in their target.
      for (let changed = true; changed; ) {
        changed = false;
        for (const transition of eventless) {
          const key = keyOf(transition);
          if (taken.has(key) && entered.has(transition.source)) continue;
          const targets = transition.target ?? [];
          if (
            entered.has(transition.source) &&
            targets.every((target) => settled.includes(target) || entered.has(target))
          ) {
            taken.add(key);
            for (const target of targets)
              if (!entered.has(target)) {
                entered.add(target);
                changed = true;
              }
          }
        }
      }
      previous = step.state;
    }
  }
  return taken;
}

export type CoverageReport = {
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: TransitionKey[] };
};

export function coverage(
  machine: AnyStateMachine,
  paths: Array<Path & { state: Snapshot<unknown> }>,
): CoverageReport {
  const states = definedStates(machine);
  const visited = new Set<string>();
  for (const path of paths) {
    for (const step of [...path.steps.map((s) => s.state), path.state]) {
      // biome-ignore lint/suspicious/noExplicitAny: internal active nodes of a machine snapshot.
      for (const node of ((step as any)._nodes ?? []) as AnyStateNode[]) visited.add(node.id);
    }
  }
  const defined = definedTransitions(machine);
  const taken = takenTransitions(machine, paths);
  // Transient states (left at once by an eventless transition) are never at rest in a snapshot:
  // they count as visited when a taken transition leaves or enters them.
  for (const key of taken) {
    const transition = defined.get(key);
    if (!transition) continue;
    visited.add(transition.source.id);
    for (const target of transition.target ?? []) visited.add(target.id);
  }
  const missingStates = states.filter((id) => !visited.has(id));
  const missingTransitions = [...defined.keys()].filter((key) => !taken.has(key));
  return {
    states: { total: states.length, covered: states.length - missingStates.length, missing: missingStates },
    transitions: {
      total: defined.size,
      covered: defined.size - missingTransitions.length,
      missing: missingTransitions,
    },
  };
}
