import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../db/seed/accounts';
import { SEEDED_SURVEYS } from '../db/seed/services';
import { findUserByEmail } from '../domain/users';

/** What each demo account is for, as the reference app's home page lists them. */
const PURPOSES: Record<DemoAccount, string> = {
  homeowner: 'A homeowner with projects, saved cards and subscriptions: the whole account area.',
  passwordless: 'An account without a password yet: it sets one from the e-mailed link.',
  pro: 'A pro with a company: the pro header with its tabs, balances and notifications.',
  inspector: 'A referral inspector: the inspector header and its tabs.',
  curator: "Staff with the curator role: opens a customer's account pages read-only, by user id.",
  companyOff: 'A pro whose company turned Ask a Pro notifications off: no bell in the header.',
};

export type DemoAccountInfo = {
  role: DemoAccount;
  email: string;
  password: string | null;
  userId: number | null;
  purpose: string;
};

/** `/dev/demo`: the seeded demo accounts and survey, for the home page; never in prod. */
export function registerDemoRoutes(app: FastifyInstance, db: Db) {
  app.get('/dev/demo', async () => {
    const accounts: DemoAccountInfo[] = [];
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS) as [
      DemoAccount,
      (typeof DEMO_ACCOUNTS)[DemoAccount],
    ][]) {
      const user = await findUserByEmail(db, account.email);
      accounts.push({
        role,
        email: account.email,
        password: account.password ? DEMO_PASSWORD : null,
        userId: user?.userId ?? null,
        purpose: PURPOSES[role],
      });
    }
    return { accounts, surveyId: SEEDED_SURVEYS.nps.surveyId };
  });
}
