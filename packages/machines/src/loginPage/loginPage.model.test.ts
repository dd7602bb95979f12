import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { loginPageMachine } from './loginPage.machine';

const refused = Object.assign(new Error('Unauthorized'), { status: 401 });
const broken = Object.assign(new Error('Server error'), { status: 500 });
const limited = Object.assign(new Error('Too many attempts'), { status: 429, retryAfter: 2 });
const expired = Object.assign(new Error('CSRF'), { status: 403, code: 'CSRF_INVALID' });
const TICK = { type: 'xstate.after.TICK.loginPage.login.locked' };

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
      { type: 'xstate.done.actor.login', output: { userContext: { userId: 1 }, company: null } },
      { type: 'xstate.error.actor.login', error: refused },
      { type: 'xstate.error.actor.login', error: broken },
      { type: 'xstate.error.actor.login', error: limited },
      { type: 'xstate.error.actor.login', error: expired },
      ...(snapshot.matches({ login: 'locked' }) ? [TICK] : []),
      { type: 'xstate.done.actor.loadSession', output: { userContext: { userId: 1 }, company: null } },
      { type: 'xstate.error.actor.loadSession', error: broken },
    ] as EventObject[],
});

describeModel('loginPage model', loginPageMachine, paths, {
  sut: loginPageMachine.provide({ actors: pendingActors(['login', 'loadSession']) }),
  assertPath: (actor, _path, emitted) => {
    const redirects = emitted.filter((event) => event.type === 'redirect');
    const redirected = actor.getSnapshot().value === 'redirected';
    expect(redirects).toEqual(redirected ? [{ type: 'redirect', to: '/my-home' }] : []);
  },
});
