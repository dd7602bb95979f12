/**
 * Pro balances shown in the pro header (points and reward balances).
 * Amounts are cents; selectors/money.ts `centsToDollars` formats them. Open to the
 * company's own users and to CURATOR; others get 403.
 */
import { z } from 'zod/mini';
import { id } from '../fields';
import { resource } from '../resource';

export const proPointsBalance = /* @__PURE__ */ z.object({
  companyId: z.int(),
  balanceInPenny: z.int(),
});
export type ProPointsBalance = z.infer<typeof proPointsBalance>;

export const proRewardBalance = /* @__PURE__ */ z.object({
  companyId: z.int(),
  availableBalance: z.int(),
});
export type ProRewardBalance = z.infer<typeof proRewardBalance>;

export const proPointsBalanceResource = resource('proPointsBalance', {
  /** The company's pro points balance in cents (balanceInPenny). Its users and CURATOR only. */
  read: {
    path: '/companies/:companyId/points-balance',
    input: () => z.object({ companyId: id() }),
    output: () => proPointsBalance,
    access: { type: 'company', companyId: 'companyId' },
  },
});

export const proRewardBalanceResource = resource('proRewardBalance', {
  /** The company's available reward balance in cents. Its users and CURATOR only. */
  read: {
    path: '/companies/:companyId/reward-balance',
    input: () => z.object({ companyId: id() }),
    output: () => proRewardBalance,
    access: { type: 'company', companyId: 'companyId' },
  },
});

export const balancesResources = {
  proPointsBalance: proPointsBalanceResource,
  proRewardBalance: proRewardBalanceResource,
};
