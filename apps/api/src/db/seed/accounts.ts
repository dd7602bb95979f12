import { eq } from 'drizzle-orm';
import { createUser } from '../../domain/users';
import type { Tx } from '../client';
import { companies, users } from '../schema';

/** The demo password of every seeded account that has one (printed by `npm start`). */
export const DEMO_PASSWORD = 'hearth-demo-1';

export const DEMO_ACCOUNTS = {
  homeowner: {
    email: 'homeowner@hearth.test',
    firstName: 'Hana',
    lastName: 'Homeowner',
    password: DEMO_PASSWORD,
    roles: [],
  },
  passwordless: {
    email: 'passwordless@hearth.test',
    firstName: 'Pat',
    lastName: 'Passwordless',
    password: null,
    roles: [],
  },
  pro: { email: 'pro@hearth.test', firstName: 'Priya', lastName: 'Pro', password: DEMO_PASSWORD, roles: [] },
  inspector: {
    email: 'inspector@hearth.test',
    firstName: 'Ines',
    lastName: 'Inspector',
    password: DEMO_PASSWORD,
    roles: ['RER_REFERRAL_INSPECTOR'],
  },
  curator: {
    email: 'curator@hearth.test',
    firstName: 'Cora',
    lastName: 'Curator',
    password: DEMO_PASSWORD,
    roles: ['CURATOR'],
  },
  companyOff: {
    email: 'quiet-pro@hearth.test',
    firstName: 'Quinn',
    lastName: 'Quiet',
    password: DEMO_PASSWORD,
    roles: [],
  },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export type SeededAccounts = Record<DemoAccount, number> & { companies: { pro: number; companyOff: number } };

/** Creates the demo users and the two pros' companies; returns their ids for the other seeds. */
export async function seedAccounts(tx: Tx): Promise<SeededAccounts> {
  const ids = {} as Record<DemoAccount, number>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [
    DemoAccount,
    (typeof DEMO_ACCOUNTS)[DemoAccount],
  ][]) {
    const user = await createUser(tx, { ...account, roles: [...account.roles], emailVerified: true });
    ids[key] = user.userId;
  }
  const [pro] = await tx
    .insert(companies)
    .values({ name: 'Priya Plumbing & Heating', seoUrl: '/c/priya-plumbing-heating' })
    .returning();
  const [quiet] = await tx
    .insert(companies)
    .values({ name: 'Quiet Carpentry', seoUrl: '/c/quiet-carpentry' })
    .returning();
  if (!pro || !quiet) throw new Error('company insert returned nothing');
  await tx
    .update(users)
    .set({ companyId: pro.hearthCompanyId, displayName: 'Priya P.' })
    .where(eq(users.userId, ids.pro));
  await tx.update(users).set({ companyId: quiet.hearthCompanyId }).where(eq(users.userId, ids.companyOff));
  await tx.update(users).set({ displayName: 'Hana H.' }).where(eq(users.userId, ids.homeowner));
  return { ...ids, companies: { pro: pro.hearthCompanyId, companyOff: quiet.hearthCompanyId } };
}
