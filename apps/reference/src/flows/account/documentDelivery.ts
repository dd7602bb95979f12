/** Paperless document delivery wired to the API (spec 02 §7). */
import { graphqlOperations } from '@hearth/data';
import {
  documentDeliveryMachine,
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';
import { loadEmailNoticesFlag } from './records';

export const appDocumentDeliveryMachine = documentDeliveryMachine.provide({
  actors: {
    loadEmailNotices: fromPromise<LoadEmailNoticesOutput, LoadEmailNoticesInput>(
      async ({ input, signal }) => ({
        emailNoticesFlag: await loadEmailNoticesFlag(input.userId, signal),
      }),
    ),
    saveEmailNotices: fromPromise<SaveEmailNoticesOutput, SaveEmailNoticesInput>(async ({ input }) => {
      const { setEmailNotices } = await client.graphql(graphqlOperations.setEmailNotices, input);
      return { emailNoticesFlag: Boolean(setEmailNotices?.emailNoticesFlag) };
    }),
  },
});
