import { describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import { eventLabel, toMermaid } from './toMermaid';

describe('toMermaid', () => {
  test('draws nested states, initial and final markers, guards, delays and actor results', () => {
    const machine = setup({
      guards: { isReady: () => true },
      delays: { WAIT: 10 },
    }).createMachine({
      id: 'demo',
      initial: 'idle',
      states: {
        idle: { on: { 'user.go': [{ guard: 'isReady', target: 'working' }, { target: 'done' }] } },
        working: {
          initial: 'step',
          states: { step: { after: { WAIT: 'step2' } }, step2: {} },
          on: { 'xstate.done.actor.load': 'done' },
        },
        done: { type: 'final' },
      },
    });
    const diagram = toMermaid(machine);
    expect(diagram).toContain('stateDiagram-v2');
    expect(diagram).toContain('[*] --> idle');
    expect(diagram).toContain('idle --> working : user.go [isReady]');
    expect(diagram).toContain('idle --> done : user.go');
    expect(diagram).toContain('state working {');
    expect(diagram).toContain('working__step --> working__step2 : after WAIT');
    expect(diagram).toContain('working --> done : done: load');
    expect(diagram).toContain('done --> [*]');
  });

  test('labels internal event types for people', () => {
    expect(eventLabel('xstate.error.actor.save')).toBe('error: save');
    expect(eventLabel('')).toBe('always');
    expect(eventLabel('user.submit')).toBe('user.submit');
  });
});
