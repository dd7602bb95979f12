/**
 * Who sees what in the projects area. A project is seen by its homeowner, by the pros of any company
 * that is one of its businesses, and by CURATOR. Calls, recordings and voicemails belong to a
 * company and, through their project, to its homeowner. Each helper returns a SQL condition to add
 * to a query (undefined = no restriction), so bulk reads simply leave out what the caller may not see.
 */
import { eq, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
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

/** Who asks: a caller, or in a prepared statement a stand-in whose ids are placeholders. */
type Viewer = Pick<Caller, 'roles'> & {
  userId: number | Placeholder;
  companyId: number | null | Placeholder;
};

/** Rows with a company and an optional project (calls, recordings, voicemails) the caller may see. */
export function companyRowVisibleTo(
  db: Queryable,
  caller: Viewer,
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

/** The callers a visibility condition tells apart: each gets a prepared statement of its own. */
export const VIEWER_KINDS = ['curator', 'homeowner', 'pro'] as const;
export type ViewerKind = (typeof VIEWER_KINDS)[number];

export const viewerKind = (caller: Caller): ViewerKind =>
  isCurator(caller) ? 'curator' : caller.companyId === null ? 'homeowner' : 'pro';

/** A stand-in of that kind for a prepared statement: execute it with `{ userId, companyId }`. */
export function placeholderViewer(kind: ViewerKind): Viewer {
  return {
    roles: kind === 'curator' ? ['CURATOR'] : [],
    userId: sql.placeholder('userId'),
    companyId: kind === 'pro' ? sql.placeholder('companyId') : null,
  };
}
