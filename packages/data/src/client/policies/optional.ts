/**
 * Reads whose failure the page shrugs off: background check, booking and reward
 * balance give null on failure; the pro points balance is optional too, with the spec's 5000 ms
 * timeout (applied by the client, see DEFAULT_TIMEOUTS_MS).
 */

import {
  backgroundCheckServiceV2Resource,
  bookingForProjectServiceResource,
  proPointsBalanceResource,
  proRewardBalanceResource,
} from '../../contract/resources';
import type { CallOptions } from '../client';
import { orFallback, type PolicyClient } from './shared';

export function fetchBackgroundCheck(client: PolicyClient, companyId: number, options?: CallOptions) {
  return orFallback(client.call(backgroundCheckServiceV2Resource.read, { companyId }, options), null);
}

export function fetchBookingForProject(
  client: PolicyClient,
  projectLifecycleId: string,
  options?: CallOptions,
) {
  return orFallback(
    client.call(bookingForProjectServiceResource.read, { projectLifecycleId }, options),
    null,
  );
}

export function fetchProRewardBalance(client: PolicyClient, companyId: number, options?: CallOptions) {
  return orFallback(client.call(proRewardBalanceResource.read, { companyId }, options), null);
}

export function fetchProPointsBalance(client: PolicyClient, companyId: number, options?: CallOptions) {
  return orFallback(client.call(proPointsBalanceResource.read, { companyId }, options), null);
}
