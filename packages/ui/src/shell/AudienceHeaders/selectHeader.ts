/** The role that gives a referral inspector the inspector header and tabs. */
export const INSPECTOR_ROLE = 'RER_REFERRAL_INSPECTOR';
/** The staff role that may act on a customer's account. */
export const CURATOR_ROLE = 'CURATOR';

/** What the header needs to know about the session; `null` when nobody is signed in. */
export type HeaderSession = {
  loggedIn: boolean;
  roles: readonly string[];
  companyId: number | null;
} | null;

/**
 * Which header a page shows:
 * - `visitor`: the logged-out desktop header (Sign up, Log in, Join Our Pro Network).
 * - `homeowner`: a logged-in user without a company (the generic user menu).
 * - `pro`: a user with a company: the pro header with tabs and balances.
 * - `inspector`: a referral inspector: the inspector header and tabs.
 * - `curator`: staff with the CURATOR role: the homeowner header with a visible staff marker
 *   (`HomeownerHeader isCurator`), because curators work inside customers' account pages and
 *   need the same account navigation, while the marker keeps it obvious that a staff member,
 *   not the customer, is signed in.
 */
export type HeaderKind = 'visitor' | 'homeowner' | 'pro' | 'inspector' | 'curator';

/**
 * Chooses the header for a session. First match wins:
 * 1. no session, or not logged in: `visitor` (roles and company are ignored);
 * 2. role RER_REFERRAL_INSPECTOR: `inspector` (its own tabs are the inspector's whole work
 *    area, so they win over a company and over staff roles);
 * 3. role CURATOR: `curator` (a staff account, even if it is linked to a company);
 * 4. a company id: `pro`;
 * 5. otherwise: `homeowner`.
 * Role names are matched exactly (they are upper-case constants in the spec).
 */
export function selectHeader(session: HeaderSession): HeaderKind {
  if (!session?.loggedIn) return 'visitor';
  if (session.roles.includes(INSPECTOR_ROLE)) return 'inspector';
  if (session.roles.includes(CURATOR_ROLE)) return 'curator';
  if (session.companyId !== null) return 'pro';
  return 'homeowner';
}
