/**
 * The pros' side of a purchased lead: its phone calls hang off the ledger entry that
 * paid for it, and a provider's coverage includes the services it covers conditionally.
 */

import {
  coverageByProviderResource,
  externalPhoneCallsByLedgerKeysResource,
  tokensCompanyPurchasedLeadDetailsResource,
} from '../../contract/resources';
import type { ExternalPhoneCallDto } from '../../contract/resources/calls';
import type { CallOptions } from '../client';
import type { PolicyClient } from './shared';

/**
 * The phone calls of a lead a company bought: its ledger entries are read, and the calls asked
 * for by the key of the SPEND entry (the purchase; refunds and credits have no calls). No SPEND
 * entry, no calls and no second request.
 */
export async function fetchPurchasedLeadPhoneCalls(
  client: PolicyClient,
  lead: { companyId: number; leadId: number },
  options?: CallOptions,
): Promise<ExternalPhoneCallDto[]> {
  const entries = await client.call(tokensCompanyPurchasedLeadDetailsResource.read, lead, options);
  const spend = entries.find((entry) => entry.transactionType === 'SPEND');
  if (!spend) return [];
  return client.call(
    externalPhoneCallsByLedgerKeysResource.create,
    { companyId: lead.companyId, ledgerKeys: [spend.id] },
    options,
  );
}

/** The service ids a provider covers, those covered conditionally included (conditional=true). */
export async function fetchProviderCoverage(
  client: PolicyClient,
  providerId: number,
  options?: CallOptions,
): Promise<number[]> {
  const { serviceIds } = await client.call(
    coverageByProviderResource.read,
    { providerId, conditional: true },
    options,
  );
  return serviceIds;
}
