import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import { address, email, phone } from '../testing/profileRecords';
import { profileMachine } from './profile.machine';
import {
  type CreateLocationOutput,
  InvalidLocationError,
  type LinkUserLocationOutput,
  type ProfileInput,
  type UserEmail,
  type UserPhone,
} from './profile.types';

const stored: ProfileInput = { userId: 5, firstName: 'Jane', lastName: 'Doe', phone, email, address };

type ActorName =
  | 'updateName'
  | 'updatePhone'
  | 'createPhone'
  | 'loadPhones'
  | 'updateEmail'
  | 'createEmail'
  | 'loadEmails'
  | 'createLocation'
  | 'linkUserLocation'
  | 'unlinkUserLocation';

const newPhone: UserPhone = { ...phone, userPhoneId: 12, phoneNumber: '(646) 555-0111' };
const newEmail: UserEmail = { ...email, userEmailId: 22, emailAddress: 'j@example.org' };

/** Fake actors recording their calls; `failures` maps an actor to the error it throws. */
function start(input: ProfileInput = stored, failures: Partial<Record<ActorName, unknown>> = {}) {
  const calls: Array<[ActorName, unknown]> = [];
  const fake = <O, I = unknown>(name: ActorName, output: O) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push([name, input]);
      if (name in failures) throw failures[name];
      return output;
    });
  const machine = profileMachine.provide({
    actors: {
      updateName: fake('updateName', undefined),
      updatePhone: fake('updatePhone', undefined),
      createPhone: fake('createPhone', undefined),
      loadPhones: fake<UserPhone[]>('loadPhones', [newPhone]),
      updateEmail: fake('updateEmail', undefined),
      createEmail: fake('createEmail', undefined),
      loadEmails: fake<UserEmail[]>('loadEmails', [newEmail]),
      createLocation: fake<CreateLocationOutput>('createLocation', { id: 41 }),
      linkUserLocation: fake<LinkUserLocationOutput>('linkUserLocation', { userLocationId: 51 }),
      unlinkUserLocation: fake('unlinkUserLocation', undefined),
    } as never,
  });
  const actor = createActor(machine, { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted, names: () => calls.map(([name]) => name) };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
const save = async (actor: Actor) => {
  actor.send({ type: 'user.save' });
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await settled(actor);
};

describe('profile', () => {
  test('Save is allowed only when the form is valid and something changed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.edit', values: { firstName: '' } });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.edit', values: { firstName: 'Janet' } });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(true);
    actor.send({ type: 'user.edit', values: { address: { postalCode: '!' } } });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
  });

  test('the stored phone shows in the national format', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.form.phone).toBe('(212) 555-0134');
  });

  test('a stored toll-free phone shows in international style, as everywhere, and is no change', async () => {
    const tollFree = { ...stored, phone: { ...phone, phoneNumber: '+1 800 555 0199' } };
    const { actor, calls } = start(tollFree);
    expect(actor.getSnapshot().context.form.phone).toBe('+1 800 555 0199');
    actor.send({ type: 'user.edit', values: { firstName: 'Janet' } });
    await save(actor);
    expect(calls.map(([name]) => name)).toEqual(['updateName']);
  });

  test('only the changed part runs: the name', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'user.edit', values: { firstName: ' Janet ', lastName: 'Roe' } });
    await save(actor);
    expect(calls).toEqual([['updateName', { userId: 5, firstName: 'Janet', lastName: 'Roe' }]]);
    expect(emitted).toEqual([{ type: 'saved' }]);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
  });

  test('the changed parts run in parallel under one busy flag, cleared when all have settled', async () => {
    const releases: Array<() => void> = [];
    const hold = fromPromise<unknown, unknown>(
      () => new Promise((resolve) => releases.push(() => resolve(undefined))),
    );
    const machine = profileMachine.provide({
      actors: {
        updateName: hold,
        updateEmail: hold,
        loadEmails: fromPromise<UserEmail[], unknown>(async () => [newEmail]),
      } as never,
    });
    const actor = createActor(machine, { input: stored }).start();
    actor.send({ type: 'user.edit', values: { firstName: 'Janet', email: 'j@example.org' } });
    actor.send({ type: 'user.save' });
    expect(releases).toHaveLength(2); // both started before either settled
    releases[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    releases[1]?.();
    await settled(actor);
    expect(actor.getSnapshot().context.original).toMatchObject({
      firstName: 'Janet',
      email: 'j@example.org',
    });
  });

  test('phone: an existing record is updated with the national format, then the phones reload', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.edit', values: { phone: '646-555-0111' } });
    await save(actor);
    expect(calls).toEqual([
      ['updatePhone', { userId: 5, userPhoneId: 11, phoneNumber: '(646) 555-0111' }],
      ['loadPhones', { userId: 5 }],
    ]);
    expect(actor.getSnapshot().context.phone).toEqual(newPhone);
  });

  test('phone: none stored, so a primary one is created with SMS allowed and not verified', async () => {
    const { actor, calls } = start({ ...stored, phone: null });
    actor.send({ type: 'user.edit', values: { phone: '6465550111' } });
    await save(actor);
    expect(calls).toEqual([
      [
        'createPhone',
        { userId: 5, phoneNumber: '(646) 555-0111', primary: true, smsAllowed: true, verified: false },
      ],
      ['loadPhones', { userId: 5 }],
    ]);
  });

  test('phone: with verification required it is updated even with none stored, and marked verified', async () => {
    const { actor, names } = start({
      ...stored,
      phone: null,
      phoneVerificationRequired: true,
      phoneVerified: true,
    });
    actor.send({ type: 'user.edit', values: { phone: '6465550111' } });
    await save(actor);
    expect(names()).toEqual(['updatePhone', 'loadPhones']);
    expect(actor.getSnapshot().context.phone).toEqual({ ...newPhone, verified: true });
  });

  test('email: an existing record is updated, then the emails reload', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.edit', values: { email: ' j@example.org ' } });
    await save(actor);
    expect(calls).toEqual([
      ['updateEmail', { userId: 5, userEmailId: 21, emailAddress: 'j@example.org' }],
      ['loadEmails', { userId: 5 }],
    ]);
    expect(actor.getSnapshot().context.email).toEqual(newEmail);
  });

  test('email: none stored, so a primary one is created, not opted out, email allowed', async () => {
    const { actor, calls } = start({ ...stored, email: null });
    actor.send({ type: 'user.edit', values: { email: 'j@example.org' } });
    await save(actor);
    expect(calls[0]).toEqual([
      'createEmail',
      { userId: 5, emailAddress: 'j@example.org', primary: true, optedOut: false, emailAllowed: true },
    ]);
  });

  test('address: create the location, link it as primary, delete the old link, store the new address', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'user.edit', values: { address: { street1: '9 Elm St', province: 'wi' } } });
    await save(actor);
    expect(calls).toEqual([
      [
        'createLocation',
        {
          streetLine1: '9 Elm St',
          streetLine2: '',
          countrySubdivision: 'US_WI',
          city: 'Springfield',
          postalCode: '62701',
        },
      ],
      ['linkUserLocation', { userId: 5, locationId: 41, primary: true }],
      ['unlinkUserLocation', { userId: 5, userLocationId: 31 }],
    ]);
    expect(actor.getSnapshot().context.address).toEqual({
      ...address,
      street1: '9 Elm St',
      province: 'wi',
      userLocationId: 51,
    });
    expect(emitted).toEqual([{ type: 'saved' }]);
  });

  test('address: with no old link there is nothing to delete', async () => {
    const { actor, names } = start({ ...stored, address: null });
    actor.send({ type: 'user.edit', values: { address: { ...address } } });
    await save(actor);
    expect(names()).toEqual(['createLocation', 'linkUserLocation']);
    expect(actor.getSnapshot().context.address?.userLocationId).toBe(51);
  });

  test('address: a failure to delete the old link is only reported', async () => {
    const problem = new Error('500');
    const { actor, emitted } = start(stored, { unlinkUserLocation: problem });
    actor.send({ type: 'user.edit', values: { address: { street1: '9 Elm St' } } });
    await save(actor);
    expect(emitted).toEqual([{ type: 'warning', part: 'address', error: problem }, { type: 'saved' }]);
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    expect(actor.getSnapshot().context.address?.userLocationId).toBe(51);
  });

  test('address: adding only a unit to an address without one is not a change', () => {
    const { actor } = start();
    actor.send({ type: 'user.edit', values: { address: { street2: 'Apt 4' } } });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
  });

  test('address: changing an existing unit is a change', async () => {
    const { actor, names } = start({ ...stored, address: { ...address, street2: 'Apt 4' } });
    actor.send({ type: 'user.edit', values: { address: { street2: 'Apt 5' } } });
    await save(actor);
    expect(names()[0]).toBe('createLocation');
  });

  test("address: an invalid location gives 'Please enter a valid address.'", async () => {
    const { actor, names } = start(stored, { createLocation: new InvalidLocationError() });
    actor.send({ type: 'user.edit', values: { address: { street1: '9 Elm St' } } });
    await save(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ address: messages.address.invalidAddress });
    expect(names()).toEqual(['createLocation']);
  });

  test.each([
    ['name', 'updateName', { firstName: 'Janet' }, messages.profile.nameSaveFailed],
    ['phone', 'updatePhone', { phone: '6465550111' }, messages.profile.phoneSaveFailed],
    ['phone', 'loadPhones', { phone: '6465550111' }, messages.profile.phoneSaveFailed],
    ['email', 'updateEmail', { email: 'j@example.org' }, messages.profile.emailSaveFailed],
    ['email', 'loadEmails', { email: 'j@example.org' }, messages.profile.emailSaveFailed],
    ['address', 'createLocation', { address: { street1: '9 Elm St' } }, messages.address.saveFailed],
    ['address', 'linkUserLocation', { address: { street1: '9 Elm St' } }, messages.address.saveFailed],
  ] as const)(
    '%s: a failed %s shows the part message and keeps the form',
    async (part, failing, values, message) => {
      const { actor, emitted } = start(stored, { [failing]: new Error('500') });
      actor.send({ type: 'user.edit', values });
      const form = actor.getSnapshot().context.form;
      await save(actor);
      expect(actor.getSnapshot().context.errors).toEqual({ [part]: message });
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.form).toEqual(form);
      expect(emitted).toEqual([]);
    },
  );

  test('parts that succeeded become the original: a retry re-sends only the failed part', async () => {
    const failures: Partial<Record<ActorName, unknown>> = { updateEmail: new Error('500') };
    const { actor, names } = start(stored, failures);
    actor.send({ type: 'user.edit', values: { firstName: 'Janet', email: 'j@example.org' } });
    await save(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ email: messages.profile.emailSaveFailed });
    expect(actor.getSnapshot().context.original.firstName).toBe('Janet');
    expect(actor.getSnapshot().context.original.email).toBe('jane@example.com');

    delete failures.updateEmail;
    const before = names().length;
    actor.send({ type: 'user.save' });
    // The error is cleared at the start of the save.
    expect(actor.getSnapshot().context.errors).toEqual({});
    await settled(actor);
    expect(names().slice(before)).toEqual(['updateEmail', 'loadEmails']);
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  test('each part reports its own message when several fail', async () => {
    const { actor } = start(stored, { updateName: new Error('x'), createLocation: new Error('y') });
    actor.send({ type: 'user.edit', values: { lastName: 'Roe', address: { city: 'Peoria' } } });
    await save(actor);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: messages.profile.nameSaveFailed,
      address: messages.address.saveFailed,
    });
  });

  test('no edit is taken while saving', () => {
    const { actor } = start();
    actor.send({ type: 'user.edit', values: { firstName: 'Janet' } });
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.edit', values: { firstName: 'Other' } });
    expect(actor.getSnapshot().context.form.firstName).toBe('Janet');
  });

  test('the placeholders fail with a clear error until the app provides the actors', async () => {
    const actor = createActor(profileMachine, { input: stored }).start();
    actor.send({ type: 'user.edit', values: { firstName: 'Janet' } });
    actor.send({ type: 'user.save' });
    await settled(actor);
    expect(actor.getSnapshot().context.errors).toEqual({ name: messages.profile.nameSaveFailed });
  });
});
