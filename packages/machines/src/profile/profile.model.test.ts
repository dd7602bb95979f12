import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { address, email, phone } from '../testing/profileRecords';
import { describeModel, pendingActors } from '../testing/replay';
import { profileMachine } from './profile.machine';
import { InvalidLocationError, type ProfileInput } from './profile.types';

const allStored: ProfileInput = { userId: 5, firstName: 'Jane', lastName: 'Doe', phone, email, address };
const noPhone: ProfileInput = { ...allStored, phone: null };
const verifying: ProfileInput = { ...noPhone, phoneVerificationRequired: true, phoneVerified: true };
const noEmail: ProfileInput = { ...allStored, email: null };
const noAddress: ProfileInput = { ...allStored, address: null };

const edit = (values: object) => ({ type: 'user.edit', values });
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string, error: unknown = new Error('500')) => ({ type: `xstate.error.actor.${id}`, error });

const name = [edit({ firstName: 'Janet' }), done('updateName'), fail('updateName')];
const phoneEvents = [
  edit({ phone: '(646) 555-0111' }),
  ...['updatePhone', 'createPhone'].flatMap((id) => [done(id), fail(id)]),
  done('loadPhones', [{ ...phone, phoneNumber: '6465550111' }]),
  fail('loadPhones'),
];
const emailEvents = [
  edit({ email: 'j@example.org' }),
  ...['updateEmail', 'createEmail'].flatMap((id) => [done(id), fail(id)]),
  done('loadEmails', [{ ...email, emailAddress: 'j@example.org' }]),
  fail('loadEmails'),
];
const addressEvents = [
  edit({ address: { ...address, street1: '9 Elm St', userLocationId: undefined } }),
  done('createLocation', { id: 41 }),
  fail('createLocation', new InvalidLocationError()),
  fail('createLocation'),
  done('linkUserLocation', { userLocationId: 51 }),
  fail('linkUserLocation'),
  done('unlinkUserLocation'),
  fail('unlinkUserLocation'),
];

/** Only the edit and the completions: the failures are explored in the part's own scenario. */
const succeeds = (events: EventObject[]) => events.filter((event) => !event.type.startsWith('xstate.error.'));

// One scenario per part, and each longer part beside the name (one finishing while the other
// still runs, in both orders): every part changing at once would multiply the interleavings
// past use.
const scenarios: Array<[ProfileInput[], EventObject[]]> = [
  [[allStored], name],
  [[allStored, noPhone, verifying], phoneEvents],
  [[allStored, noEmail], emailEvents],
  [[allStored, noAddress], addressEvents],
  [[allStored], [...name, ...succeeds(phoneEvents)]],
  [[allStored], [...name, ...succeeds(emailEvents)]],
  [[allStored], [...name, ...succeeds(addressEvents)]],
];

const paths = scenarios.flatMap(([inputs, events]) =>
  modelPaths(profileMachine, { inputs, events: [{ type: 'user.save' }, ...events] }),
);

describeModel('profile model', profileMachine, paths, {
  sut: profileMachine.provide({
    actors: pendingActors([
      'updateName',
      'updatePhone',
      'createPhone',
      'loadPhones',
      'updateEmail',
      'createEmail',
      'loadEmails',
      'createLocation',
      'linkUserLocation',
      'unlinkUserLocation',
    ]),
  }),
  assertStep: (actor, step) => {
    expect(actor.getSnapshot().hasTag('busy')).toBe(step.state.hasTag('busy'));
  },
});
