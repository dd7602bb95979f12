import type { balancesResources } from '@hearth/data';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { companyBalances } from '../db/schema';
import { requireCompany } from './companies';
import type { HandlersFor } from './handlers';

/** A company with no balance row has nothing yet: both balances are 0. */
async function balancesOf(context: RequestContext, companyId: number) {
  // Access (the company's users, CURATOR) is checked from the contract before this runs.
  await requireCompany(context.db, companyId);
  const [row] = await context.db
    .select()
    .from(companyBalances)
    .where(eq(companyBalances.companyId, companyId));
  return { points: row?.pointsBalanceCents ?? 0, reward: row?.rewardAvailableCents ?? 0 };
}

export const balancesHandlers: HandlersFor<typeof balancesResources> = {
  proPointsBalance: {
    read: async ({ companyId }, context) => ({
      companyId,
      balanceInPenny: (await balancesOf(context, companyId)).points,
    }),
  },
  proRewardBalance: {
    read: async ({ companyId }, context) => ({
      companyId,
      availableBalance: (await balancesOf(context, companyId)).reward,
    }),
  },
};
