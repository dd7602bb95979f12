import { addressRegion } from './profile.address';
import { emailRegion, nameRegion, phoneRegion } from './profile.regions';
import { NOTHING_RUNNING, PROFILE_ID, profileSetup } from './profile.setup';
import { profileFormFromInput } from './profile.types';

/**
 * Profile Information save: Save is allowed when the form is valid and changed (canSaveProfile).
 * Only the changed parts (name, phone, email, address) run, in parallel, under one busy flag
 * that goes when all have settled. A failure keeps the form and sets that part's message in
 * context.errors; each part that succeeds becomes the new original, so a retry re-sends only
 * what failed.
 * Tags: `busy` (saving), `error` (some part failed: context.errors.name / phone / email / address).
 * Emits `saved` (every part worked) and `warning` (the old address link could not be deleted).
 */
export const profileMachine = profileSetup.createMachine({
  id: PROFILE_ID,
  context: ({ input }) => {
    const form = profileFormFromInput(input);
    return {
      userId: input.userId,
      options: {
        phoneVerificationRequired: input.phoneVerificationRequired ?? false,
        phoneVerified: input.phoneVerified ?? false,
        unitRequired: input.unitRequired ?? false,
      },
      original: form,
      form,
      phone: input.phone,
      email: input.email,
      address: input.address,
      running: NOTHING_RUNNING,
      locationId: null,
      linkedUserLocationId: null,
      errors: {},
    };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'user.edit': { actions: 'edit' },
        'user.save': {
          guard: 'canSave',
          // Each region is entered at its decision explicitly: the part runs only if it changed.
          target: [
            'saving.name.deciding',
            'saving.phone.deciding',
            'saving.email.deciding',
            'saving.address.deciding',
          ],
          actions: 'startSave',
        },
      },
      states: {
        idle: {},
        failed: { tags: ['error'] },
      },
    },
    saving: {
      type: 'parallel',
      tags: ['busy'],
      states: { name: nameRegion, phone: phoneRegion, email: emailRegion, address: addressRegion },
    },
  },
});
