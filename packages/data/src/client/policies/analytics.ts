/**
 * BI user-action events: an event needs both name and value for entity 1 and for
 * entity 2. Checked before anything is sent.
 */

import { biUserActionResource } from '../../contract/resources';
import { BI_ENTITY_PAIR_MESSAGE, type BiUserActionInput } from '../../contract/resources/analytics';
import type { CallOptions } from '../client';
import { DataPolicyError } from './companies';
import type { PolicyClient } from './shared';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export function trackUserAction(client: PolicyClient, event: BiUserActionInput, options?: CallOptions) {
  for (const pair of [1, 2] as const) {
    if (present(event[`entity${pair}Name`]) !== present(event[`entity${pair}Value`])) {
      return Promise.reject(new DataPolicyError(BI_ENTITY_PAIR_MESSAGE(pair)));
    }
  }
  return client.call(biUserActionResource.create, event, options);
}
