import { findUserByEmail } from '../../domain/users';
import type { Database, Tx } from '../client';
import { seedAccount } from './account';
import { DEMO_ACCOUNTS, type SeededAccounts, seedAccounts } from './accounts';
import { seedDirectory } from './directory';
import { seedGraphql } from './graphql';
import { seedProjects } from './projects';
import { seedServices } from './services';

/** Each area seeds its own rows from the demo accounts; all run in one transaction. */
export type AreaSeed = (tx: Tx, accounts: SeededAccounts) => Promise<void>;

/** In dependency order: taxonomy and companies first, projects (which name them) last. */
const areaSeeds: AreaSeed[] = [seedDirectory, seedAccount, seedServices, seedGraphql, seedProjects];

/** Seeds the demo data once: skipped when the demo homeowner already exists. */
export async function seed(database: Database): Promise<'seeded' | 'already seeded'> {
  if (await findUserByEmail(database.db, DEMO_ACCOUNTS.homeowner.email)) return 'already seeded';
  await database.db.transaction(async (tx) => {
    const accounts = await seedAccounts(tx);
    for (const area of areaSeeds) await area(tx, accounts);
  });
  return 'seeded';
}
