import { profileSetup, settling } from './profile.setup';
import { toLocationAddress } from './profile.types';

/**
 * The address part: create the location, link it as the primary user location, delete the old
 * link (a failure there is only reported, as a `warning`), then store the new address.
 */
export const addressRegion = profileSetup.createStateConfig({
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: { type: 'isUnchanged', params: 'address' }, target: 'settled' },
        { target: 'creatingLocation' },
      ],
    },
    creatingLocation: {
      invoke: {
        id: 'createLocation',
        src: 'createLocation',
        input: ({ context }) => toLocationAddress(context.form.address),
        onDone: {
          target: 'linking',
          actions: { type: 'storeLocation', params: ({ event }) => event.output.id },
        },
        onError: [
          { guard: 'isInvalidLocation', target: 'settling', actions: 'failInvalidAddress' },
          { target: 'settling', actions: { type: 'fail', params: 'address' } },
        ],
      },
    },
    linking: {
      invoke: {
        id: 'linkUserLocation',
        src: 'linkUserLocation',
        input: ({ context }) => ({
          userId: context.userId,
          locationId: context.locationId ?? 0,
          primary: true as const,
        }),
        onDone: [
          {
            guard: 'hasOldLink',
            target: 'unlinking',
            actions: { type: 'storeLink', params: ({ event }) => event.output.userLocationId },
          },
          {
            target: 'settling',
            actions: [
              { type: 'storeLink', params: ({ event }) => event.output.userLocationId },
              'commitAddress',
              { type: 'finish', params: 'address' },
            ],
          },
        ],
        onError: { target: 'settling', actions: { type: 'fail', params: 'address' } },
      },
    },
    unlinking: {
      invoke: {
        id: 'unlinkUserLocation',
        src: 'unlinkUserLocation',
        input: ({ context }) => ({
          userId: context.userId,
          userLocationId: context.address?.userLocationId ?? 0,
        }),
        onDone: { target: 'settling', actions: ['commitAddress', { type: 'finish', params: 'address' }] },
        onError: {
          target: 'settling',
          actions: ['reportUnlinkFailure', 'commitAddress', { type: 'finish', params: 'address' }],
        },
      },
    },
    settling,
    settled: {},
  },
});
