import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A readable label for an event type: `xstate.done.actor.login` -> `done: login`. */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  return eventType;
}

const nodeId = (node: AnyStateNode) => (node.path.length ? node.path.join('__') : 'root');

function guardLabel(transition: AnyTransitionDefinition): string {
  const guard = transition.guard;
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`;
  return ' [guard]';
}

/** A transition with neither target nor action only declares its event ignored in that state. */
export const isIgnoreDeclaration = (transition: AnyTransitionDefinition) =>
  !transition.target?.length && transition.actions.length === 0;

/** The transitions a state node defines, eventless ones included, ignore declarations left out. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const out: AnyTransitionDefinition[] = [];
  for (const definitions of node.transitions.values()) out.push(...definitions);
  out.push(...(node.always ?? []));
  return out.filter((transition) => !isIgnoreDeclaration(transition));
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  for (const child of children) {
    const id = nodeId(child);
    lines.push(`${indent}state "${child.key}" as ${id}`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${id} {`);
      renderNode(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    }
  }
  if (node.type === 'parallel') {
    return;
  }
  const initial = node.initial?.target?.[0];
  if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  for (const child of children) {
    if (child.type === 'final') lines.push(`${indent}${nodeId(child)} --> [*]`);
  }
}

function renderTransitions(machine: AnyStateMachine, lines: string[]) {
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) {
      const label = `${eventLabel(transition.eventType)}${guardLabel(transition)}`;
      const targets = transition.target?.length ? transition.target : [node];
      for (const target of targets) {
        if (node.path.length) {
          lines.push(`  ${nodeId(node)} --> ${nodeId(target)} : ${label}`);
        } else {
          // Transitions on the machine itself apply in every state: drawn as a note.
          const first = Object.values(machine.root.states)[0] as AnyStateNode | undefined;
          if (first)
            lines.push(`  note right of ${nodeId(first)} : from any state, ${label} → ${target.key}`);
        }
      }
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
}

/**
 * The statechart as a Mermaid `stateDiagram-v2`, generated from the machine definition itself,
 * so the diagram a PM reads in Storybook can never drift from the behaviour.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root, '  ', lines);
  renderTransitions(machine, lines);
  return `${lines.join('\n')}\n`;
}
