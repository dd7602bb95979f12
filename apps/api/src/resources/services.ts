import { PRO_NOTIFICATION_CHANNELS, PRO_NOTIFICATION_TYPES, type servicesResources } from '@hearth/data';
import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import {
  assignedTasks,
  helplineNumbers,
  helplines,
  homeAssistantEnrollments,
  maintenanceWindows,
  outboundRoutes,
  proNotificationSettings,
  teamMembers,
  teams,
  trackingNumbers,
  users,
} from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { type Caller, isCurator } from '../security/sessions';
import { requireCompanyAccess } from './access';
import type { HandlersFor } from './handlers';

const checkCompany = (caller: Caller, companyId: number, write = false) =>
  requireCompanyAccess(caller, companyId, write ? 'write' : 'read');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

async function routesOf(db: Queryable, userId: number, kind: 'HA' | 'PA') {
  const routes = await db
    .select({
      routeId: outboundRoutes.routeId,
      name: outboundRoutes.name,
      phoneNumber: outboundRoutes.phoneNumber,
      active: outboundRoutes.active,
    })
    .from(outboundRoutes)
    .where(and(eq(outboundRoutes.userId, userId), eq(outboundRoutes.kind, kind)))
    .orderBy(asc(outboundRoutes.routeId));
  return { userId, routes };
}

const numberColumns = {
  helplineNumberId: helplineNumbers.helplineNumberId,
  helplineId: helplineNumbers.helplineId,
  areaCode: helplineNumbers.areaCode,
  phoneNumber: helplineNumbers.phoneNumber,
};

async function findHelpline(db: Queryable, helplineId: number) {
  const [row] = await db.select().from(helplines).where(eq(helplines.helplineId, helplineId));
  if (!row) throw notFound('Helpline');
  return row;
}

async function numberInAreaCode(db: Queryable, helplineId: number, areaCode: string) {
  const [row] = await db
    .select(numberColumns)
    .from(helplineNumbers)
    .where(and(eq(helplineNumbers.helplineId, helplineId), eq(helplineNumbers.areaCode, areaCode)));
  return row ?? null;
}

/** New helpline numbers come from the 555-0100..0199 block, reserved for fictional use. */
const FIRST_LINE = 100;
const LAST_LINE = 199;

async function provisionNumber(db: Queryable, helplineId: number, areaCode: string) {
  const prefix = `+1${areaCode}555`;
  const taken = new Set(
    (
      await db
        .select({ phoneNumber: helplineNumbers.phoneNumber })
        .from(helplineNumbers)
        .where(like(helplineNumbers.phoneNumber, `${prefix}%`))
    ).map((row) => row.phoneNumber),
  );
  for (let line = FIRST_LINE; line <= LAST_LINE; line++) {
    const phoneNumber = `${prefix}${String(line).padStart(4, '0')}`;
    if (taken.has(phoneNumber)) continue;
    const [created] = await db
      .insert(helplineNumbers)
      .values({ helplineId, areaCode, phoneNumber })
      .onConflictDoNothing()
      .returning(numberColumns);
    if (created) return created;
    // Someone else took this number or gave this helpline its number meanwhile.
    const existing = await numberInAreaCode(db, helplineId, areaCode);
    if (existing) return existing;
  }
  throw conflict(`No helpline numbers are left in area code ${areaCode}.`);
}

async function teamMembersOf(db: Queryable, teamIds: number[]) {
  if (!teamIds.length) return [];
  return db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      role: teamMembers.role,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.userId, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(asc(teamMembers.teamId), asc(teamMembers.userId));
}

export const servicesHandlers: HandlersFor<typeof servicesResources> = {
  assignedTasks: {
    read: async ({ userId }, { db }) => {
      const rows = await db
        .select()
        .from(assignedTasks)
        .where(eq(assignedTasks.userId, userId))
        .orderBy(
          sql`case ${assignedTasks.status} when 'DONE' then 1 else 0 end`,
          sql`${assignedTasks.dueDate} asc nulls last`,
          asc(assignedTasks.taskId),
        );
      return {
        userId,
        tasks: rows.map((task) => ({
          taskId: task.taskId,
          title: task.title,
          description: task.description,
          status: task.status,
          dueDate: iso(task.dueDate),
          projectLifecycleId: task.projectLifecycleId,
        })),
      };
    },
  },
  haOutboundRoutes: { read: ({ userId }, { db }) => routesOf(db, userId, 'HA') },
  paOutboundRoutes: { read: ({ userId }, { db }) => routesOf(db, userId, 'PA') },
  helpline: {
    read: async ({ helplineId }, context) => {
      const row = await findHelpline(context.db, helplineId);
      checkCompany(context.requireCaller(), row.companyId);
      const numbers = await context.db
        .select(numberColumns)
        .from(helplineNumbers)
        .where(eq(helplineNumbers.helplineId, helplineId))
        .orderBy(asc(helplineNumbers.areaCode));
      return { ...row, numbers };
    },
  },
  helplineNumberByAreaCode: {
    update: async ({ helplineId, areaCode }, context) => {
      const row = await findHelpline(context.db, helplineId);
      checkCompany(context.requireCaller(), row.companyId, true);
      return context.db.transaction(
        async (tx) =>
          (await numberInAreaCode(tx, helplineId, areaCode)) ?? provisionNumber(tx, helplineId, areaCode),
      );
    },
  },
  helplineNumberById: {
    read: async ({ helplineNumberId }, context) => {
      const [row] = await context.db
        .select({ ...numberColumns, companyId: helplines.companyId })
        .from(helplineNumbers)
        .innerJoin(helplines, eq(helplines.helplineId, helplineNumbers.helplineId))
        .where(eq(helplineNumbers.helplineNumberId, helplineNumberId));
      if (!row) throw notFound('Helpline number');
      const { companyId, ...number } = row;
      checkCompany(context.requireCaller(), companyId);
      return number;
    },
  },
  homeAssistantEnrollment: {
    read: async ({ homeownerUserId }, { db }) => {
      const [row] = await db
        .select()
        .from(homeAssistantEnrollments)
        .where(eq(homeAssistantEnrollments.homeownerUserId, homeownerUserId));
      const status = row?.status ?? 'NOT_ENROLLED';
      return {
        homeownerUserId,
        enrolled: status === 'ENROLLED',
        status,
        planName: row?.planName ?? null,
        enrolledAt: iso(row?.enrolledAt ?? null),
      };
    },
  },
  proNotificationSettings: {
    read: async ({ userId }, { db }) => {
      const [user] = await db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.userId, userId));
      if (!user?.companyId) throw notFound('Pro notification settings');
      const stored = await db
        .select()
        .from(proNotificationSettings)
        .where(eq(proNotificationSettings.userId, userId));
      const enabled = new Map(stored.map((row) => [`${row.notificationType}/${row.channel}`, row.enabled]));
      return {
        userId,
        settings: PRO_NOTIFICATION_TYPES.flatMap((notificationType) =>
          PRO_NOTIFICATION_CHANNELS.map((channel) => ({
            notificationType,
            channel,
            enabled: enabled.get(`${notificationType}/${channel}`) ?? true,
          })),
        ),
      };
    },
  },
  team: {
    read: async ({ teamId, composite }, context) => {
      const caller = context.requireCaller();
      const [row] = await context.db.select().from(teams).where(eq(teams.teamId, teamId));
      if (!row) throw notFound('Team');
      const members = await teamMembersOf(context.db, [teamId]);
      const allowed =
        isCurator(caller) ||
        members.some((member) => member.userId === caller.userId) ||
        (row.companyId !== null && row.companyId === caller.companyId);
      if (!allowed) throw forbidden();
      return {
        ...row,
        memberCount: members.length,
        ...(composite
          ? {
              members: members.map(({ userId, firstName, lastName, role }) => ({
                userId,
                firstName,
                lastName,
                role,
              })),
            }
          : {}),
      };
    },
  },
  teamsByUser: {
    read: async ({ userId }, { db }) => {
      const rows = await db
        .select({
          teamId: teams.teamId,
          name: teams.name,
          companyId: teams.companyId,
          role: teamMembers.role,
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.teamId, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teams.teamId));
      const counts = rows.length
        ? await db
            .select({ teamId: teamMembers.teamId, memberCount: count() })
            .from(teamMembers)
            .where(
              inArray(
                teamMembers.teamId,
                rows.map((row) => row.teamId),
              ),
            )
            .groupBy(teamMembers.teamId)
        : [];
      const countOf = new Map(counts.map((row) => [row.teamId, row.memberCount]));
      return { userId, teams: rows.map((row) => ({ ...row, memberCount: countOf.get(row.teamId) ?? 0 })) };
    },
  },
  trackingNumberById: {
    read: async ({ trackingNumberId }, context) => {
      const [row] = await context.db
        .select()
        .from(trackingNumbers)
        .where(eq(trackingNumbers.trackingNumberId, trackingNumberId));
      if (!row) throw notFound('Tracking number');
      checkCompany(context.requireCaller(), row.companyId);
      return row;
    },
  },
  maintenanceWindows: {
    read: async (_input, { db }) => {
      const rows = await db.select().from(maintenanceWindows).orderBy(asc(maintenanceWindows.startsAt));
      return {
        windows: rows.map((row) => ({ start: row.startsAt.toISOString(), end: row.endsAt.toISOString() })),
      };
    },
  },
};
