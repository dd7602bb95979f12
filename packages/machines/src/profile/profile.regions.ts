import { profileSetup, settling } from './profile.setup';
import { phoneToSend } from './profile.types';

/** The name part: update the user's first and last name. */
export const nameRegion = profileSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: { type: 'isUnchanged', params: 'name' }, target: 'settled' }, { target: 'updating' }],
    },
    updating: {
      invoke: {
        id: 'updateName',
        src: 'updateName',
        input: ({ context }) => ({
          userId: context.userId,
          firstName: context.form.firstName.trim(),
          lastName: context.form.lastName.trim(),
        }),
        onDone: { target: 'settling', actions: ['commitName', { type: 'finish', params: 'name' }] },
        onError: { target: 'settling', actions: { type: 'fail', params: 'name' } },
      },
    },
    settling,
    settled: {},
  },
});

/**
 * The phone part: the existing record is updated (also when verification is required), else a
 * primary one is created with SMS allowed and not verified; then the phones are reloaded.
 */
export const phoneRegion = profileSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: { type: 'isUnchanged', params: 'phone' }, target: 'settled' },
        { guard: 'updatesPhone', target: 'updating' },
        { target: 'creating' },
      ],
    },
    updating: {
      invoke: {
        id: 'updatePhone',
        src: 'updatePhone',
        input: ({ context }) => ({
          userId: context.userId,
          userPhoneId: context.phone?.userPhoneId ?? null,
          phoneNumber: phoneToSend(context.form.phone),
        }),
        onDone: 'reloading',
        onError: { target: 'settling', actions: { type: 'fail', params: 'phone' } },
      },
    },
    creating: {
      invoke: {
        id: 'createPhone',
        src: 'createPhone',
        input: ({ context }) => ({
          userId: context.userId,
          phoneNumber: phoneToSend(context.form.phone),
          primary: true as const,
          smsAllowed: true as const,
          verified: false as const,
        }),
        onDone: 'reloading',
        onError: { target: 'settling', actions: { type: 'fail', params: 'phone' } },
      },
    },
    reloading: {
      invoke: {
        id: 'loadPhones',
        src: 'loadPhones',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'settling',
          actions: [
            { type: 'commitPhone', params: ({ event }) => event.output },
            { type: 'finish', params: 'phone' },
          ],
        },
        onError: { target: 'settling', actions: { type: 'fail', params: 'phone' } },
      },
    },
    settling,
    settled: {},
  },
});

/** The email part: update the existing record or create a primary one, then reload the emails. */
export const emailRegion = profileSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: { type: 'isUnchanged', params: 'email' }, target: 'settled' },
        { guard: 'hasEmail', target: 'updating' },
        { target: 'creating' },
      ],
    },
    updating: {
      invoke: {
        id: 'updateEmail',
        src: 'updateEmail',
        input: ({ context }) => ({
          userId: context.userId,
          userEmailId: context.email?.userEmailId ?? null,
          emailAddress: context.form.email.trim(),
        }),
        onDone: 'reloading',
        onError: { target: 'settling', actions: { type: 'fail', params: 'email' } },
      },
    },
    creating: {
      invoke: {
        id: 'createEmail',
        src: 'createEmail',
        input: ({ context }) => ({
          userId: context.userId,
          emailAddress: context.form.email.trim(),
          primary: true as const,
          optedOut: false as const,
          emailAllowed: true as const,
        }),
        onDone: 'reloading',
        onError: { target: 'settling', actions: { type: 'fail', params: 'email' } },
      },
    },
    reloading: {
      invoke: {
        id: 'loadEmails',
        src: 'loadEmails',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'settling',
          actions: [
            { type: 'commitEmail', params: ({ event }) => event.output },
            { type: 'finish', params: 'email' },
          ],
        },
        onError: { target: 'settling', actions: { type: 'fail', params: 'email' } },
      },
    },
    settling,
    settled: {},
  },
});
