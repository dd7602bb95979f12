import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from '../../packages/machines/src/graph/toMermaid';
import { machines } from '../../packages/machines/src/registry';
import { vars } from '../../packages/ui/src/theme/vars';
import { describeEvents, describeStates } from './describeMachine';

const Table = styled.table`
  border-collapse: collapse;
  margin-bottom: ${vars.space.xl};
  & th, & td {
    text-align: left;
    vertical-align: top;
    padding: ${vars.space.xs} ${vars.space.md};
    border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  }
  & code { font-family: ${vars.typography.fontFamilyMono}; }
`;

const Diagram = styled.figure`
  margin: 0 0 ${vars.space.xl};
  overflow-x: auto;
`;

/** The accessible name of a machine's diagram: what tests and readers find it by. */
export const statechartLabel = (name: string) => `Statechart of the ${name} flow`;

export function MermaidDiagram({ source, label }: { source: string; label: string }) {
  const id = `m${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    import('mermaid').then(async ({ default: mermaid }) => {
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
      const { svg: rendered } = await mermaid.render(id, source);
      if (!cancelled) setSvg(rendered);
    });
    return () => {
      cancelled = true;
    };
  }, [id, source]);
  return (
    <Diagram>
      {svg ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Mermaid's own SVG, rendered with securityLevel 'strict' from our machine definition.
        <div role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <p>Drawing the statechart…</p>
      )}
      <figcaption>
        <details>
          <summary>Diagram source (Mermaid)</summary>
          <pre>{source}</pre>
        </details>
      </figcaption>
    </Diagram>
  );
}

export type MachineStatechartProps = { name: string; machine: AnyStateMachine };

/**
 * A flow's machine for people who read rather than code: its statechart, its states (with their
 * tags and the events they leave on) and its events, all generated from the machine itself.
 */
export function MachineStatechart({ name, machine }: MachineStatechartProps) {
  const states = describeStates(machine);
  const events = describeEvents(machine);
  return (
    <section aria-label={`The ${name} machine`}>
      <h3>
        <code>{name}</code> machine
      </h3>
      <p>
        Generated from the machine in <code>packages/machines/src/{name}</code>: this cannot drift from the
        behaviour.
      </p>
      <MermaidDiagram source={toMermaid(machine)} label={statechartLabel(name)} />
      <h4>States</h4>
      <Table>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Tags</th>
            <th scope="col">Leaves on</th>
          </tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <tr key={state.id}>
              <td>
                <code>{state.id}</code>
                {state.final ? ' (final)' : ''}
              </td>
              <td>{state.tags.join(', ') || '—'}</td>
              <td>{state.events.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h4>Events</h4>
      <ul>
        {events.map((event) => (
          <li key={event}>
            <code>{event}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The machines a story file names in `parameters.machine`: one name or several. */
export function machineNames(parameter: unknown): string[] {
  if (typeof parameter === 'string') return [parameter];
  if (Array.isArray(parameter)) return parameter.filter((name): name is string => typeof name === 'string');
  return [];
}

/** The statechart of each named machine of `@hearth/machines`, or what is wrong with a name. */
export function Statecharts({ names }: { names: string[] }) {
  return (
    <>
      {names.map((name) => {
        const machine = machines[name];
        return machine ? (
          <MachineStatechart key={name} name={name} machine={machine} />
        ) : (
          <p key={name} role="alert">
            No machine named <code>{name}</code> in <code>packages/machines/src/registry.ts</code>.
          </p>
        );
      })}
    </>
  );
}
