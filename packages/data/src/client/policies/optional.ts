/**
 * Reads whose failure the page shrugs off (spec 01 §7, §8): background check, booking and reward
 * balance give null on failure; the pro points balance is optional too, with the spec's 5000 ms
 * timeout (applied by the client, see DEFAULT_TIMEOUTS_MS).
 */
import type { CallOptions } from '../client';
import { orFallback, type PolicyClient } from './shared';

export function fetchBackgroundCheck(client: PolicyClient, companyId: number, options?: CallOptions) {
  return orFallback(client.resources.backgroundCheckServiceV2.read({ companyId }, options), null);
}

export function fetchBookingForProject(
  client: PolicyClient,
  projectLifecycleId: string,
  options?: CallOptions,
) {
  return orFallback(client.resources.bookingForProjectService.read({ projectLifecycleId }, options), null);
}

export function fetchProRewardBalance(client: PolicyClient, companyId: number, options?: CallOptions) {
  return orFallback(client.resources.proRewardBalance.read({ companyId }, options), null);
}

export function fetchProPointsBalance(client: PolicyClient, companyId: number, options?: CallOptions) {
  return orFallback(client.resources.proPointsBalance.read({ companyId }, options), null);
}
