/**
 * Project lifecycle selectors: project activity and which projects the My-projects
 * list shows.
 */

/** Lifecycle statuses the spec names; other server values are carried through as plain strings. */
export type ProjectLifecycleStatus = 'PROJECT_COMPLETED' | 'HOMEOWNER_CANCELLED' | (string & {});

/** Lead / booking statuses. */
export type LeadStatus = 'PENDING' | 'BOOKED' | 'OUT_OF_SCOPE' | 'NOT_INTERESTED' | 'BAD_QUALITY';

export interface NestedItem {
  id: string;
}

export interface ProjectBusiness extends NestedItem {
  conversationId?: string | null;
}

export interface ExternalHold {
  projectId: string;
  cleared: boolean;
}

export interface ManagedProject {
  bookingStatus?: LeadStatus | (string & {}) | null;
  isBookingPostMatchmaking?: boolean | null;
}

export interface ProjectSpecification extends NestedItem {
  appointmentStartDateTime?: string | null;
  quotedHours?: number | null;
  description?: string | null;
}

export interface ProjectNestedObjects {
  businesses?: ProjectBusiness[];
  contacts?: NestedItem[];
  externalReferences?: NestedItem[];
  externalHolds?: ExternalHold[];
  managedProject?: ManagedProject | null;
  images?: NestedItem[];
  recurrence?: NestedItem | null;
  specification?: ProjectSpecification | null;
}

export interface ProjectLifecycle {
  /** v4 UUID. */
  id: string;
  projectLifecycleStatus: ProjectLifecycleStatus;
  leadKey?: string | null;
  serviceTypeId?: string | number | null;
  /** ISO date-time string or epoch milliseconds. */
  requestedDateTime: string | number;
  nestedObjects?: ProjectNestedObjects | null;
}

export interface ConversationPeer {
  peerId: string;
  role: string;
}

export interface ConversationSummary {
  id: string;
  peers?: ConversationPeer[];
  created?: string | number;
  /** Time of the latest activity: ISO date-time string or epoch milliseconds. */
  latest: string | number;
  messages?: { id: string; mimeType: string }[];
}

/** Nested object kind (as requested from the server) -> key on `nestedObjects`. */
export const NESTED_OBJECT_KINDS = {
  BUSINESSES: 'businesses',
  CONTACTS: 'contacts',
  EXTERNAL_REFERENCES: 'externalReferences',
  HOLDS: 'externalHolds',
  MANAGED_PROJECT: 'managedProject',
  IMAGES: 'images',
  RECURRENCE: 'recurrence',
  SPECIFICATION: 'specification',
} as const satisfies Record<string, keyof ProjectNestedObjects>;

export type NestedObjectKind = keyof typeof NESTED_OBJECT_KINDS;

const INACTIVE_STATUSES: ReadonlySet<string> = new Set(['PROJECT_COMPLETED', 'HOMEOWNER_CANCELLED']);

/** Active unless completed or cancelled, or it has any external hold that is not cleared. */
export function isProjectActive(project: ProjectLifecycle): boolean {
  if (INACTIVE_STATUSES.has(project.projectLifecycleStatus)) return false;
  const holds = project.nestedObjects?.externalHolds ?? [];
  return holds.every((hold) => hold.cleared);
}

export function activeProjectCount(projects: readonly ProjectLifecycle[]): number {
  return projects.filter(isProjectActive).length;
}

export type ConversationsById =
  | ReadonlyMap<string, ConversationSummary>
  | Readonly<Record<string, ConversationSummary | undefined>>;

/** Epoch ms of an ISO string or epoch number; NaN when it cannot be read. */
function toTime(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value === '') return Number.NaN;
  return Date.parse(value);
}

function lookup(conversations: ConversationsById, id: string): ConversationSummary | undefined {
  if (conversations instanceof Map) return conversations.get(id);
  return Object.hasOwn(conversations, id)
    ? (conversations as Readonly<Record<string, ConversationSummary | undefined>>)[id]
    : undefined;
}

/**
 * Latest activity of a project in epoch ms: the newest `latest` among the conversations of its
 * businesses; when none of them is known (or readable), its requestedDateTime. Unreadable -> -Infinity.
 */
export function projectLatestActivity(
  project: ProjectLifecycle,
  conversationsById: ConversationsById,
): number {
  let newest = Number.NEGATIVE_INFINITY;
  for (const business of project.nestedObjects?.businesses ?? []) {
    if (!business.conversationId) continue;
    const time = toTime(lookup(conversationsById, business.conversationId)?.latest);
    if (!Number.isNaN(time) && time > newest) newest = time;
  }
  if (newest !== Number.NEGATIVE_INFINITY) return newest;
  const requested = toTime(project.requestedDateTime);
  return Number.isNaN(requested) ? Number.NEGATIVE_INFINITY : requested;
}

/** Active projects only, newest activity first; ties keep their input order. Does not mutate. */
export function sortActiveProjects<P extends ProjectLifecycle>(
  projects: readonly P[],
  conversationsById: ConversationsById,
): P[] {
  return projects
    .filter(isProjectActive)
    .map((project) => ({ project, time: projectLatestActivity(project, conversationsById) }))
    .sort((a, b) => (a.time === b.time ? 0 : b.time > a.time ? 1 : -1))
    .map(({ project }) => project);
}

/**
 * My-projects visibility. Without a managed project, or with no booking status recorded, the
 * project is shown. BOOKED and PENDING are shown; OUT_OF_SCOPE only when the booking was made
 * post-matchmaking; any other status hides it.
 */
export function isVisibleInMyProjects(project: ProjectLifecycle): boolean {
  const managed = project.nestedObjects?.managedProject;
  if (!managed || managed.bookingStatus == null) return true;
  switch (managed.bookingStatus) {
    case 'BOOKED':
    case 'PENDING':
      return true;
    case 'OUT_OF_SCOPE':
      return managed.isBookingPostMatchmaking === true;
    default:
      return false;
  }
}

const V4_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for an RFC 4122 version-4 UUID (any case); used for project and nested object ids. */
export function isV4Uuid(value: unknown): value is string {
  return typeof value === 'string' && V4_UUID.test(value);
}
