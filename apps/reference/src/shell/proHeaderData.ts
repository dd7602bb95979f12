/**
 * What a pro's header reads beyond every header's (shellData.ts): its balances and the company's
 * Ask a Pro preference. Apart, in the signed-in header's lazy chunk: with the shell's reads, every
 * page carried these calls and their resources. Optional: a failed read never blocks the page.
 */
import { fetchProPointsBalance, fetchProRewardBalance, preferenceCompanyServiceResource } from '@hearth/data';
import { client } from '../data/client';

export async function loadBalances(companyId: number, signal: AbortSignal) {
  const [points, reward] = await Promise.all([
    fetchProPointsBalance(client, companyId, { signal }),
    fetchProRewardBalance(client, companyId, { signal }),
  ]);
  return { pointsBalanceCents: points?.balanceInPenny, rewardBalanceCents: reward?.availableBalance };
}

/** The company preference (10 s timeout by default); off when it cannot be read. */
export async function loadAskAProNotifications(companyId: number, signal: AbortSignal): Promise<boolean> {
  try {
    const { dto } = await client.call(preferenceCompanyServiceResource.read, { companyId }, { signal });
    return dto.askAProWebNotificationsEnabled;
  } catch {
    // Documented above: an unreadable preference leaves the notifications link off.
    return false;
  }
}
