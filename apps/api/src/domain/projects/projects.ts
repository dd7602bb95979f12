/** Reading projects and their nested objects into the contract's shape. */
import {
  LEAD_STATUSES,
  type LeadStatus,
  type NestedObjectKind,
  type ProjectLifecycleDto,
  type ProjectNestedObjectsDto,
} from '@hearth/data';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  managedProjects,
  projectBusinesses,
  projectHolds,
  projectItems,
  projectSpecifications,
  projects,
} from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Caller } from '../../security/sessions';
import { projectVisibleTo } from './access';

type ProjectRow = typeof projects.$inferSelect;

/** Kinds stored in `project_items` (only an id each) and their key on nestedObjects. */
const ITEM_KINDS = {
  CONTACTS: 'contacts',
  EXTERNAL_REFERENCES: 'externalReferences',
  IMAGES: 'images',
} as const;

export const iso = (date: Date) => date.toISOString();

/** A stored booking status as the contract's lead status (null when none is recorded). */
export const leadStatus = (value: string | null): LeadStatus | null =>
  (LEAD_STATUSES as readonly string[]).includes(value ?? '') ? (value as LeadStatus) : null;
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** Visible projects among `ids`, in the order asked (unknown or hidden ids left out). */
export async function visibleProjectsById(db: Queryable, caller: Caller, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db
    .select()
    .from(projects)
    .where(and(inArray(projects.id, unique), projectVisibleTo(db, caller)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** One project the caller may see: 404 when unknown, 403 when hidden from them. */
export async function visibleProject(db: Queryable, caller: Caller, id: string): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw notFound('Project');
  const [visible] = await visibleProjectsById(db, caller, [id]);
  if (!visible) throw forbidden();
  return row;
}

/** Projects matching a condition, newest request first. */
export async function projectsWhere(db: Queryable, where: SQL | undefined) {
  return db.select().from(projects).where(where).orderBy(desc(projects.requestedAt), asc(projects.id));
}

/** The contract's project shape with the nested object kinds asked for. */
export async function projectDtos(
  db: Queryable,
  rows: readonly ProjectRow[],
  kinds: Iterable<NestedObjectKind>,
): Promise<ProjectLifecycleDto[]> {
  const wanted = new Set(kinds);
  const ids = rows.map((row) => row.id);
  const nested = new Map<string, ProjectNestedObjectsDto>(ids.map((id) => [id, {}]));
  const each = (fill: (objects: ProjectNestedObjectsDto) => void) => {
    for (const objects of nested.values()) fill(objects);
  };
  if (ids.length) await loadNested(db, ids, wanted, nested, each);
  return rows.map((row) => ({
    id: row.id,
    projectLifecycleStatus: row.status,
    leadKey: row.leadKey,
    serviceTypeId: row.serviceTypeId,
    requestedDateTime: iso(row.requestedAt),
    nestedObjects: nested.get(row.id) ?? {},
  }));
}

async function loadNested(
  db: Queryable,
  ids: string[],
  wanted: Set<NestedObjectKind>,
  nested: Map<string, ProjectNestedObjectsDto>,
  each: (fill: (objects: ProjectNestedObjectsDto) => void) => void,
) {
  const of = (projectId: string) => nested.get(projectId) as ProjectNestedObjectsDto;
  if (wanted.has('BUSINESSES')) {
    each((objects) => {
      objects.businesses = [];
    });
    const rows = await db
      .select()
      .from(projectBusinesses)
      .where(inArray(projectBusinesses.projectId, ids))
      .orderBy(asc(projectBusinesses.position), asc(projectBusinesses.id));
    for (const row of rows) {
      of(row.projectId).businesses?.push({
        id: row.id,
        companyId: row.companyId,
        conversationId: row.conversationId,
      });
    }
  }
  const itemKinds = (Object.keys(ITEM_KINDS) as (keyof typeof ITEM_KINDS)[]).filter((kind) =>
    wanted.has(kind),
  );
  if (wanted.has('RECURRENCE'))
    each((objects) => {
      objects.recurrence = null;
    });
  for (const kind of itemKinds)
    each((objects) => {
      objects[ITEM_KINDS[kind]] = [];
    });
  const storedKinds = [...itemKinds, ...(wanted.has('RECURRENCE') ? ['RECURRENCE'] : [])];
  if (storedKinds.length) {
    const rows = await db
      .select()
      .from(projectItems)
      .where(and(inArray(projectItems.projectId, ids), inArray(projectItems.kind, storedKinds)))
      .orderBy(asc(projectItems.position), asc(projectItems.id));
    for (const row of rows) {
      const objects = of(row.projectId);
      if (row.kind === 'RECURRENCE') objects.recurrence ??= { id: row.id };
      else objects[ITEM_KINDS[row.kind as keyof typeof ITEM_KINDS]]?.push({ id: row.id });
    }
  }
  if (wanted.has('HOLDS')) {
    each((objects) => {
      objects.externalHolds = [];
    });
    const rows = await db
      .select()
      .from(projectHolds)
      .where(inArray(projectHolds.projectId, ids))
      .orderBy(asc(projectHolds.id));
    for (const row of rows) {
      of(row.projectId).externalHolds?.push({ id: row.id, projectId: row.projectId, cleared: row.cleared });
    }
  }
  if (wanted.has('MANAGED_PROJECT')) {
    each((objects) => {
      objects.managedProject = null;
    });
    const rows = await db.select().from(managedProjects).where(inArray(managedProjects.projectId, ids));
    for (const row of rows) {
      of(row.projectId).managedProject = {
        id: row.id,
        bookingStatus: leadStatus(row.bookingStatus),
        isBookingPostMatchmaking: row.isBookingPostMatchmaking,
      };
    }
  }
  if (wanted.has('SPECIFICATION')) {
    each((objects) => {
      objects.specification = null;
    });
    const rows = await db
      .select()
      .from(projectSpecifications)
      .where(inArray(projectSpecifications.projectId, ids));
    for (const row of rows) {
      of(row.projectId).specification = {
        id: row.id,
        appointmentStartDateTime: isoOrNull(row.appointmentStartAt),
        quotedHours: row.quotedHours,
        description: row.description,
      };
    }
  }
}
