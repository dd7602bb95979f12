/** A/B participation: a failure falls back to the 'control' variant. */
import type { InputOf } from '../../contract/resource';
import { abTestParticipateResource } from '../../contract/resources';
import { DEFAULT_AB_VARIANT, type experimentsResources } from '../../contract/resources/experiments';
import type { CallOptions } from '../client';
import { orFallback, type PolicyClient } from './shared';

export type AbTestParticipateInput = InputOf<typeof experimentsResources.abTestParticipate.read>;

/** The variant this client is in; 'control' when the call fails. */
export async function fetchAbTestVariant(
  client: PolicyClient,
  input: AbTestParticipateInput,
  options?: CallOptions,
): Promise<string> {
  const participation = await orFallback(client.call(abTestParticipateResource.read, input, options), null);
  return participation?.variant || DEFAULT_AB_VARIANT;
}
