import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import type { AnyStateMachine } from 'xstate';
import { toMermaid } from '../../packages/machines/src/graph/toMermaid';
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

function MermaidDiagram({ source, label }: { source: string; label: string }) {
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

export type FlowDocProps = { name: string; machine: AnyStateMachine };

/** A flow for people who read rather than code: its statechart, its states and its events. */
export function FlowDoc({ name, machine }: FlowDocProps) {
  const states = describeStates(machine);
  const events = describeEvents(machine);
  return (
    <article>
      <h1>{name}</h1>
      <p>
        Generated from the machine in <code>packages/machines/src/{name}</code>: this page cannot drift from
        the behaviour.
      </p>
      <h2>Statechart</h2>
      <MermaidDiagram source={toMermaid(machine)} label={`Statechart of the ${name} flow`} />
      <h2>States</h2>
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
      <h2>Events</h2>
      <ul>
        {events.map((event) => (
          <li key={event}>
            <code>{event}</code>
          </li>
        ))}
      </ul>
    </article>
  );
}
