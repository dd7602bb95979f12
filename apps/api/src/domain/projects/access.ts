/**
 * Who sees what in the projects area. A project is seen by its homeowner, by the pros of any company
 * that is one of its businesses, and by CURATOR. Calls, recordings and voicemails belong to a
 * company and, through their project, to its homeowner. Each helper returns a SQL condition to add
 * to a query (undefined = no restriction), so bulk reads simply leave out what the caller may not see.
 */
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { projectBusinesses, projects } from '../../db/schema';
import { type Caller, isCurator } from '../../security/sessions';

/** Projects the caller may see (a condition on `projects`). */
export function projectVisibleTo(db: Queryable, caller: Caller): SQL | undefined {
  if (isCurator(caller)) return undefined;
  const own = eq(projects.homeownerUserId, caller.userId);
  if (caller.companyId === null) return own;
  const onBusinesses = db
    .select({ id: projectBusinesses.projectId })
    .from(projectBusinesses)
    .where(eq(projectBusinesses.companyId, caller.companyId));
  return or(own, inArray(projects.id, onBusinesses));
}

/** Rows with a company and an optional project (calls, recordings, voicemails) the caller may see. */
export function companyRowVisibleTo(
  db: Queryable,
  caller: Caller,
  columns: { companyId: AnyPgColumn; projectId: AnyPgColumn },
): SQL | undefined {
  if (isCurator(caller)) return undefined;
  const ownProjects = db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.homeownerUserId, caller.userId));
  const asHomeowner = inArray(columns.projectId, ownProjects);
  return caller.companyId === null ? asHomeowner : or(eq(columns.companyId, caller.companyId), asHomeowner);
}
