/** How pros and the product may reach the user (spec 02 §4 "Contact preferences"), wired to the API. */
import { homeownerContactPreferencesResource } from '@hearth/data';
import { contactPreferencesMachine, type LoadPreferencesInput } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

/** The API says "Hearth" where the machine, like the spec, says {product}. */
export const appContactPreferencesMachine = contactPreferencesMachine.provide({
  actors: {
    loadPreferences: fromPromise(async ({ input, signal }) => {
      const stored = await client.call(homeownerContactPreferencesResource.read, keyOf(input), { signal });
      return { mediaFromPros: stored.mediaFromPros, mediaFromProduct: stored.mediaFromHearth };
    }),
    savePreferences: fromPromise(async ({ input }) => {
      const { mediaFromPros, mediaFromProduct: mediaFromHearth } = input;
      await client.call(homeownerContactPreferencesResource.update, {
        ...keyOf(input),
        mediaFromPros,
        mediaFromHearth,
      });
    }),
  },
});

const keyOf = (input: LoadPreferencesInput) => ({
  ...(input.userId === null ? {} : { userId: input.userId }),
  ...(input.verificationToken === null ? {} : { verificationToken: input.verificationToken }),
});
