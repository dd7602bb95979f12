/** Projects: their lifecycle and the reads of projects, conversations and calls. */
import { z } from 'zod/mini';
import { NESTED_OBJECT_KINDS, type NestedObjectKind } from '../../selectors/projects';
import { id, isoDateTime, LEAD_STATUSES, stringList, uuidV4 } from '../fields';
import { resource } from '../resource';

export const PROJECT_NESTED_OBJECT_KINDS = Object.keys(NESTED_OBJECT_KINDS) as [
  NestedObjectKind,
  ...NestedObjectKind[],
];
export const projectNestedObjectKindSchema = /* @__PURE__ */ z.enum(PROJECT_NESTED_OBJECT_KINDS);

/** Contacts, external references, images and recurrence carry only their id. */
export const projectNestedItemSchema = /* @__PURE__ */ z.object({ id: uuidV4() });

/** A business (pro company) on the project, with its conversation with the homeowner. */
export const projectBusinessSchema = /* @__PURE__ */ z.object({
  id: uuidV4(),
  companyId: z.number(),
  conversationId: z.nullable(z.uuid()),
});

export const projectExternalHoldSchema = /* @__PURE__ */ z.object({
  id: uuidV4(),
  projectId: uuidV4(),
  cleared: z.boolean(),
});

export const projectManagedProjectSchema = /* @__PURE__ */ z.object({
  id: uuidV4(),
  bookingStatus: z.nullable(z.enum(LEAD_STATUSES)),
  isBookingPostMatchmaking: z.boolean(),
});

export const projectSpecificationSchema = /* @__PURE__ */ z.object({
  id: uuidV4(),
  appointmentStartDateTime: z.nullable(isoDateTime()),
  quotedHours: z.nullable(z.number()),
  description: z.nullable(z.string()),
});

/** Only the kinds asked for with `include` are present. */
export const projectNestedObjectsSchema = /* @__PURE__ */ z.object({
  businesses: z.optional(z.array(projectBusinessSchema)),
  contacts: z.optional(z.array(projectNestedItemSchema)),
  externalReferences: z.optional(z.array(projectNestedItemSchema)),
  externalHolds: z.optional(z.array(projectExternalHoldSchema)),
  managedProject: z.optional(z.nullable(projectManagedProjectSchema)),
  images: z.optional(z.array(projectNestedItemSchema)),
  recurrence: z.optional(z.nullable(projectNestedItemSchema)),
  specification: z.optional(z.nullable(projectSpecificationSchema)),
});

/** The shape the selectors in `selectors/projects.ts` read. */
export const projectLifecycleSchema = /* @__PURE__ */ z.object({
  id: uuidV4(),
  /** PROJECT_COMPLETED, HOMEOWNER_CANCELLED, or a status of a project still going on. */
  projectLifecycleStatus: z.string(),
  leadKey: z.nullable(z.string()),
  serviceTypeId: z.nullable(z.number()),
  requestedDateTime: isoDateTime(),
  nestedObjects: projectNestedObjectsSchema,
});
export type ProjectLifecycleDto = z.infer<typeof projectLifecycleSchema>;
export type ProjectNestedObjectsDto = z.infer<typeof projectNestedObjectsSchema>;

/** The booking of a managed project, with the appointment from its specification. */
export const projectBookingSchema = /* @__PURE__ */ z.object({
  projectLifecycleId: uuidV4(),
  bookingStatus: z.nullable(z.enum(LEAD_STATUSES)),
  isBookingPostMatchmaking: z.boolean(),
  /** The business booked, when one is. */
  companyId: z.nullable(z.number()),
  appointmentStartDateTime: z.nullable(isoDateTime()),
  quotedHours: z.nullable(z.number()),
});
export type ProjectBookingDto = z.infer<typeof projectBookingSchema>;

const projectIds = () => stringList(uuidV4());
const include = () => stringList(projectNestedObjectKindSchema);

export const projectLifecycleServiceResource = resource('projectLifecycleService', {
  /**
   * One project with every nested object. Visible to the homeowner, to pros whose company is one of
   * its businesses, and to CURATOR. Others get 403; unknown ids 404.
   */
  read: {
    path: '/projects/lifecycle/:projectLifecycleId',
    input: () => z.object({ projectLifecycleId: uuidV4() }),
    output: () => projectLifecycleSchema,
    access: { type: 'session' },
  },
});

export const projectLifecycleBulkServiceResource = resource('projectLifecycleBulkService', {
  /**
   * Projects by id, with every nested object, in the order asked. Visible to the homeowner, to pros
   * whose company is one of its businesses, and to CURATOR. Ids the caller may not see, or unknown,
   * are left out.
   */
  create: {
    path: '/projects/lifecycle/bulk',
    input: () => z.object({ projectLifecycleIds: projectIds() }),
    output: () => z.array(projectLifecycleSchema),
    access: { type: 'session' },
    batch: { ids: 'projectLifecycleIds', split: { by: 'items', idField: 'id' } },
  },
});

export const projectLifecycleBulkContactServiceResource = resource('projectLifecycleBulkContactService', {
  /**
   * Projects by id with only their contacts as nested objects. Visible to the homeowner, to pros
   * whose company is one of its businesses, and to CURATOR. Ids the caller may not see, or unknown,
   * are left out.
   */
  create: {
    path: '/projects/lifecycle/bulk-contacts',
    input: () => z.object({ projectLifecycleIds: projectIds() }),
    output: () => z.array(projectLifecycleSchema),
    access: { type: 'session' },
    batch: { ids: 'projectLifecycleIds', split: { by: 'items', idField: 'id' } },
  },
});

export const projectsResource = resource('projects', {
  /**
   * One project with the nested object kinds named in include (comma-separated, e.g.
   * BUSINESSES,HOLDS). Visible to the homeowner, to pros whose company is one of its businesses,
   * and to CURATOR.
   */
  read: {
    path: '/projects/:projectLifecycleId',
    input: () => z.object({ projectLifecycleId: uuidV4(), include: include() }),
    output: () => projectLifecycleSchema,
    access: { type: 'session' },
  },
});

export const userProjectsResource = resource('userProjects', {
  /**
   * A user's projects, newest request first: those they own as homeowner and, for a pro, those
   * their company is a business on. include defaults to every kind.
   */
  read: {
    path: '/users/:userId/projects',
    input: () => z.object({ userId: id(), include: z.optional(include()) }),
    output: () => z.array(projectLifecycleSchema),
    access: { type: 'owner', owner: 'userId' },
  },
});

export const bookingForProjectServiceResource = resource('bookingForProjectService', {
  /**
   * The booking of a managed project; 404 when the project has none. Visible to the homeowner, to
   * pros whose company is one of its businesses, and to CURATOR.
   */
  read: {
    path: '/projects/:projectLifecycleId/booking',
    input: () => z.object({ projectLifecycleId: uuidV4() }),
    output: () => projectBookingSchema,
    access: { type: 'session' },
  },
});

export const projectsResources = {
  projectLifecycleService: projectLifecycleServiceResource,
  projectLifecycleBulkService: projectLifecycleBulkServiceResource,
  projectLifecycleBulkContactService: projectLifecycleBulkContactServiceResource,
  projects: projectsResource,
  userProjects: userProjectsResource,
  bookingForProjectService: bookingForProjectServiceResource,
};
