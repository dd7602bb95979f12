/**
 * The service lookups beside taxonomy, locations, companies and users: assigned tasks,
 * outbound routes, helplines and their numbers, tracking numbers, home-assistant enrolment, pro
 * notification settings and teams. Only their inputs are fixed; the shapes are ours.
 */
import { z } from 'zod/mini';
import { bool, id, isoDateTime } from '../fields';
import { resource } from '../resource';

export const ASSIGNED_TASK_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE'] as const;
export const HOME_ASSISTANT_ENROLLMENT_STATUSES = ['NOT_ENROLLED', 'ENROLLED', 'CANCELLED'] as const;
export const PRO_NOTIFICATION_TYPES = ['NEW_LEAD', 'NEW_MESSAGE', 'NEW_REVIEW', 'BILLING'] as const;
export const PRO_NOTIFICATION_CHANNELS = ['EMAIL', 'SMS', 'PUSH'] as const;
export const TEAM_ROLES = ['OWNER', 'ADMIN', 'MEMBER'] as const;

export const assignedTaskSchema = /* @__PURE__ */ z.object({
  taskId: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(ASSIGNED_TASK_STATUSES),
  dueDate: z.nullable(isoDateTime()),
  projectLifecycleId: z.nullable(z.string()),
});

export const outboundRouteSchema = /* @__PURE__ */ z.object({
  routeId: z.number(),
  name: z.string(),
  phoneNumber: z.string(),
  active: z.boolean(),
});
export const outboundRoutesSchema = /* @__PURE__ */ z.object({
  userId: z.number(),
  routes: z.array(outboundRouteSchema),
});

export const helplineNumberSchema = /* @__PURE__ */ z.object({
  helplineNumberId: z.number(),
  helplineId: z.number(),
  areaCode: z.string(),
  phoneNumber: z.string(),
});

export const helplineSchema = /* @__PURE__ */ z.object({
  helplineId: z.number(),
  companyId: z.number(),
  name: z.string(),
  active: z.boolean(),
  numbers: z.array(helplineNumberSchema),
});

export const trackingNumberSchema = /* @__PURE__ */ z.object({
  trackingNumberId: z.number(),
  companyId: z.number(),
  phoneNumber: z.string(),
  forwardToNumber: z.string(),
  source: z.string(),
  active: z.boolean(),
});

export const homeAssistantEnrollmentSchema = /* @__PURE__ */ z.object({
  homeownerUserId: z.number(),
  enrolled: z.boolean(),
  status: z.enum(HOME_ASSISTANT_ENROLLMENT_STATUSES),
  planName: z.nullable(z.string()),
  enrolledAt: z.nullable(isoDateTime()),
});

export const proNotificationSettingSchema = /* @__PURE__ */ z.object({
  notificationType: z.enum(PRO_NOTIFICATION_TYPES),
  channel: z.enum(PRO_NOTIFICATION_CHANNELS),
  enabled: z.boolean(),
});

export const teamMemberSchema = /* @__PURE__ */ z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(TEAM_ROLES),
});

export const teamSchema = /* @__PURE__ */ z.object({
  teamId: z.number(),
  name: z.string(),
  companyId: z.nullable(z.number()),
  memberCount: z.number(),
  /** Only when read with composite=true. */
  members: z.optional(z.array(teamMemberSchema)),
});

/** A US area code (NANP: the first digit is 2 to 9). */
export const usAreaCode = () =>
  z.string().check(z.trim(), z.regex(/^[2-9]\d{2}$/, 'Expected a 3-digit US area code'));

const owner = { type: 'owner', owner: 'userId' } as const;

export const assignedTasksResource = resource('assignedTasks', {
  /** Tasks assigned to the user, open ones first. */
  read: {
    path: '/assigned-tasks',
    input: () => z.object({ userId: id() }),
    output: () => z.object({ userId: z.number(), tasks: z.array(assignedTaskSchema) }),
    access: owner,
  },
});

export const haOutboundRoutesResource = resource('haOutboundRoutes', {
  /** The user's home-assistant outbound call routes. */
  read: {
    path: '/outbound-routes/home-assistant',
    input: () => z.object({ userId: id() }),
    output: () => outboundRoutesSchema,
    access: owner,
  },
});

export const paOutboundRoutesResource = resource('paOutboundRoutes', {
  /** The user's pro-assistant outbound call routes. */
  read: {
    path: '/outbound-routes/pro-assistant',
    input: () => z.object({ userId: id() }),
    output: () => outboundRoutesSchema,
    access: owner,
  },
});

export const helplineResource = resource('helpline', {
  /** A helpline of the caller's company with its numbers (CURATOR reads any); others 403. */
  read: {
    path: '/helplines/:helplineId',
    input: () => z.object({ helplineId: id() }),
    output: () => helplineSchema,
    access: { type: 'session' },
  },
});

export const helplineNumberByAreaCodeResource = resource('helplineNumberByAreaCode', {
  /**
   * The helpline's number in an area code, provisioned on first request (company members only); 409
   * when the area code has no number left.
   */
  update: {
    path: '/helplines/:helplineId/number-by-area-code',
    input: () => z.object({ helplineId: id(), areaCode: usAreaCode() }),
    output: () => helplineNumberSchema,
    access: { type: 'session' },
  },
});

export const helplineNumberByIdResource = resource('helplineNumberById', {
  /** A helpline number of the caller's company (CURATOR reads any); others 403. */
  read: {
    path: '/helpline-numbers/:helplineNumberId',
    input: () => z.object({ helplineNumberId: id() }),
    output: () => helplineNumberSchema,
    access: { type: 'session' },
  },
});

export const homeAssistantEnrollmentResource = resource('homeAssistantEnrollment', {
  /** The homeowner's home-assistant enrolment (status NOT_ENROLLED when there is none). */
  read: {
    path: '/home-assistant-enrollments',
    input: () => z.object({ homeownerUserId: id() }),
    output: () => homeAssistantEnrollmentSchema,
    access: { type: 'owner', owner: 'homeownerUserId' },
  },
});

export const proNotificationSettingsResource = resource('proNotificationSettings', {
  /** The pro's notification settings: every type and channel, enabled unless turned off. */
  read: {
    path: '/pro-notification-settings',
    input: () => z.object({ userId: id() }),
    output: () => z.object({ userId: z.number(), settings: z.array(proNotificationSettingSchema) }),
    access: owner,
  },
});

export const teamResource = resource('team', {
  /** A team the caller belongs to (CURATOR reads any); composite=true adds the members. */
  read: {
    path: '/teams/:teamId',
    input: () => z.object({ teamId: id(), composite: z._default(bool(), false) }),
    output: () => teamSchema,
    access: { type: 'session' },
  },
});

export const teamsByUserResource = resource('teamsByUser', {
  /** The teams the user belongs to, with the user's role in each. */
  read: {
    path: '/teams',
    input: () => z.object({ userId: id() }),
    output: () =>
      z.object({
        userId: z.number(),
        teams: z.array(z.extend(z.omit(teamSchema, { members: true }), { role: z.enum(TEAM_ROLES) })),
      }),
    access: owner,
  },
});

export const trackingNumberByIdResource = resource('trackingNumberById', {
  /** A tracking number of the caller's company (CURATOR reads any); others 403. */
  read: {
    path: '/tracking-numbers/:trackingNumberId',
    input: () => z.object({ trackingNumberId: id() }),
    output: () => trackingNumberSchema,
    access: { type: 'session' },
  },
});

export const maintenanceWindowsResource = resource('maintenanceWindows', {
  /**
   * Scheduled downtime windows, earliest first; the maintenance banner shows while now is inside
   * one.
   */
  read: {
    path: '/maintenance-windows',
    input: () => z.object({}),
    output: () =>
      z.object({
        windows: z.array(
          z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }),
        ),
      }),
    access: { type: 'public' },
  },
});

export const servicesResources = {
  assignedTasks: assignedTasksResource,
  haOutboundRoutes: haOutboundRoutesResource,
  paOutboundRoutes: paOutboundRoutesResource,
  helpline: helplineResource,
  helplineNumberByAreaCode: helplineNumberByAreaCodeResource,
  helplineNumberById: helplineNumberByIdResource,
  homeAssistantEnrollment: homeAssistantEnrollmentResource,
  proNotificationSettings: proNotificationSettingsResource,
  team: teamResource,
  teamsByUser: teamsByUserResource,
  trackingNumberById: trackingNumberByIdResource,
  maintenanceWindows: maintenanceWindowsResource,
};
