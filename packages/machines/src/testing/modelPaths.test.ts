import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { modelPaths } from './modelPaths';

/** Every press of a, b or c is remembered, up to `depth`: a tree of 3^depth routes. */
const pressesMachine = (depth: number) =>
  setup({
    types: { context: {} as { presses: string }, events: {} as { type: 'a' | 'b' | 'c' } },
    guards: { room: ({ context }) => context.presses.length < depth },
  }).createMachine({
    id: 'presses',
    context: { presses: '' },
    on: {
      '*': {
        guard: 'room',
        actions: assign({ presses: ({ context, event }) => context.presses + event.type }),
      },
    },
  });
const events = [{ type: 'a' }, { type: 'b' }, { type: 'c' }];

describe('modelPaths', () => {
  it('walks a small graph whole', () => {
    const paths = modelPaths(pressesMachine(2), { inputs: [undefined], events });
    expect(paths.map((path) => path.state.context.presses)).toContain('cb');
  });

  it('refuses a walk whose routes run past its limit, instead of running for an hour', () => {
    // 1 + 3 + 9 + 27 + 81 routes from the start.
    expect(() => modelPaths(pressesMachine(4), { inputs: [undefined], events, maxPaths: 100 })).toThrow(
      'presses: 121 simple paths (at most 100)',
    );
    expect(modelPaths(pressesMachine(4), { inputs: [undefined], events, maxPaths: 121 })).not.toHaveLength(0);
  });
});
