import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import type { SessionData } from '../session/session.machine';
import type { LoginValues } from '../validation';
import { loginPageMachine } from './loginPage.machine';

const refused = Object.assign(new Error('Unauthorized'), { status: 401 });
const broken = Object.assign(new Error('Server error'), { status: 500 });

const paths = modelPaths(loginPageMachine, {
  inputs: [
    { isLoggedIn: true, redirectTo: '/my-home', defaultRedirect: 'https://www.example.com' },
    { isLoggedIn: false, redirectTo: '/my-home', defaultRedirect: 'https://www.example.com' },
  ],
  // Clearing the email mid-request is the one way to retry with invalid values: only offered then,
  // since every extra value multiplies the paths.
  events: (snapshot) =>
    [
      ...(snapshot.matches({ login: 'submitting' })
        ? [{ type: 'user.change', field: 'email', value: ' ' }]
        : []),
      { type: 'user.change', field: 'email', value: 'jane@example.com' },
      { type: 'user.change', field: 'password', value: 'secret' },
      { type: 'user.submit' },
      { type: 'xstate.done.actor.login', output: {} },
      { type: 'xstate.error.actor.login', error: refused },
      { type: 'xstate.error.actor.login', error: broken },
      { type: 'xstate.done.actor.loadSession', output: { userContext: { userId: 1 }, company: null } },
      { type: 'xstate.error.actor.loadSession', error: broken },
    ] as EventObject[],
});

describe('loginPage model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const machine = loginPageMachine.provide({
      actors: {
        login: fromPromise<unknown, LoginValues>(() => new Promise(() => {})),
        loadSession: fromPromise<SessionData, void>(() => new Promise(() => {})),
      },
    });
    const actor = createActor(machine, { input: path.input as never });
    const redirects: unknown[] = [];
    actor.on('redirect', (event) => redirects.push(event));
    actor.start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
    }
    const redirected = actor.getSnapshot().value === 'redirected';
    expect(redirects).toEqual(redirected ? [{ type: 'redirect', to: '/my-home' }] : []);
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(loginPageMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
