import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventLabel, transitionsOf } from '../../packages/machines/src/graph/toMermaid';

export type StateRow = { id: string; tags: string[]; events: string[]; final: boolean };

/** The states of a machine with their tags and the events each handles, for the docs page. */
export function describeStates(machine: AnyStateMachine): StateRow[] {
  const rows: StateRow[] = [];
  const visit = (node: AnyStateNode) => {
    if (node.path.length) {
      rows.push({
        id: node.path.join('.'),
        tags: [...node.tags],
        events: [...new Set(transitionsOf(node).map((transition) => eventLabel(transition.eventType)))],
        final: node.type === 'final',
      });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return rows;
}

/** Every event a person or the outside world can send, from the machine's own definition. */
export function describeEvents(machine: AnyStateMachine): string[] {
  return [...new Set(machine.root.events as string[])].filter((type) => !type.startsWith('xstate.')).sort();
}
