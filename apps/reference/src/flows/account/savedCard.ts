/** A saved card's removal wired to the API (spec 02 §9): the card set INACTIVE, then the cards read again. */
import { paymentMethodResource } from '@hearth/data';
import { type DeactivateCardInput, savedCardMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';
import { billingAgentOf, loadCards } from './paymentMethods';

export const appSavedCardMachine = savedCardMachine.provide({
  actors: {
    deactivateCard: fromPromise<void, DeactivateCardInput>(async ({ input }) => {
      await client.call(paymentMethodResource.update, {
        ...input,
        billingAgent: billingAgentOf(input.billingAgent),
      });
    }),
    reloadCards: loadCards,
  },
});
