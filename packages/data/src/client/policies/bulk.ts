/**
 * Bulk fetches that swallow errors: a failure gives null or empty values. Each goes through the client's batching.
 */

import {
  callRecordingBulkFetchResource,
  inboundCallBulkFetchResource,
  userResource,
} from '../../contract/resources';
import type { CallRecordingDto, InboundCallDto } from '../../contract/resources/calls';
import type { DirectoryUser } from '../../contract/resources/users';
import type { CallOptions } from '../client';
import { orFallback, type PolicyClient } from './shared';

/** Inbound calls by id; a failure gives []. */
export function fetchInboundCalls(client: PolicyClient, callIds: readonly string[], options?: CallOptions) {
  return orFallback(
    client.call(inboundCallBulkFetchResource.create, { callIds: [...callIds] }, options),
    [] as InboundCallDto[],
  );
}

/** Directory users keyed by userId; a failure gives {}. */
export function fetchUsersById(client: PolicyClient, userIds: readonly number[], options?: CallOptions) {
  return orFallback(
    client.call(userResource.create, { userIds: [...userIds] }, options),
    {} as Record<string, DirectoryUser>,
  );
}

/** Recordings keyed by canonicalCallId: every id asked for is a key, null when missing or on failure. */
export async function fetchCallRecordings(
  client: PolicyClient,
  canonicalCallIds: readonly string[],
  options?: CallOptions,
): Promise<Record<string, CallRecordingDto | null>> {
  const found = await orFallback(
    client.call(callRecordingBulkFetchResource.create, { canonicalCallIds: [...canonicalCallIds] }, options),
    {} as Record<string, CallRecordingDto | null>,
  );
  return Object.fromEntries(canonicalCallIds.map((callId) => [callId, found[callId] ?? null]));
}
