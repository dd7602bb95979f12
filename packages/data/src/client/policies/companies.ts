/**
 * Company data: a company user needs a numeric companyId, companies an array of
 * numeric ids, and published company documents must come back one per company, each with a root.
 */

import { publishCompanyServiceResource, userCompanyServiceResource } from '../../contract/resources';
import type { PublishedCompany, UserCompany } from '../../contract/resources/companies';
import type { CallOptions } from '../client';
import type { PolicyClient } from './shared';

export const COMPANY_MESSAGES = {
  companyIdRequired: 'companyId required',
  companyIdsRequired: 'companyIds required',
  documentCountMismatch: 'Different number of company documents returned',
  missingRootDocument: 'missing root document',
} as const;

/** A rule of the data layer was broken (bad arguments or an answer that cannot be used). */
export class DataPolicyError extends Error {
  override name = 'DataPolicyError';
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A numeric id, given as a number or as decimal text (route parameters). */
function numericId(value: unknown): number | undefined {
  if (isId(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value) && isId(Number(value))) return Number(value);
  return undefined;
}

/** The company with its users, matched on hearthCompanyId; null when the caller may not see it. */
export async function fetchCompanyUser(
  client: PolicyClient,
  companyId: unknown,
  options?: CallOptions,
): Promise<UserCompany | null> {
  const wanted = numericId(companyId);
  if (wanted === undefined) throw new DataPolicyError(COMPANY_MESSAGES.companyIdRequired);
  const { companies } = await client.call(userCompanyServiceResource.read, { companyIds: [wanted] }, options);
  return companies.find((company) => company.hearthCompanyId === wanted) ?? null;
}

/** Published documents keyed by company id; every company must have one, with a root document. */
export async function fetchPublishedCompanies(
  client: PolicyClient,
  companyIds: unknown,
  options?: CallOptions,
): Promise<Record<string, PublishedCompany & { root: NonNullable<PublishedCompany['root']> }>> {
  if (!Array.isArray(companyIds) || companyIds.length === 0 || !companyIds.every(isId)) {
    throw new DataPolicyError(COMPANY_MESSAGES.companyIdsRequired);
  }
  const wanted = [...new Set(companyIds)];
  const { documents } = await client.call(
    publishCompanyServiceResource.read,
    { companyIds: wanted },
    options,
  );
  if (Object.keys(documents).length !== wanted.length || wanted.some((id) => !documents[String(id)])) {
    throw new DataPolicyError(COMPANY_MESSAGES.documentCountMismatch);
  }
  const out: Record<string, PublishedCompany & { root: NonNullable<PublishedCompany['root']> }> = {};
  for (const id of wanted) {
    const company = documents[String(id)];
    if (!company?.root) throw new DataPolicyError(COMPANY_MESSAGES.missingRootDocument);
    out[String(id)] = { ...company, root: company.root };
  }
  return out;
}
