import { PROJECT_NESTED_OBJECT_KINDS, type projectsResources } from '@hearth/data';
import { eq } from 'drizzle-orm';
import { managedProjects, projectSpecifications, users } from '../db/schema';
import { projectVisibleTo } from '../domain/projects/access';
import {
  isoOrNull,
  leadStatus,
  projectDtos,
  projectsWhere,
  visibleProject,
  visibleProjectsById,
} from '../domain/projects/projects';
import { notFound } from '../errors';
import type { HandlersFor } from './handlers';

export const projectsHandlers: HandlersFor<typeof projectsResources> = {
  projectLifecycleService: {
    read: async ({ projectLifecycleId }, { db, requireCaller }) => {
      const row = await visibleProject(db, requireCaller(), projectLifecycleId);
      const [project] = await projectDtos(db, [row], PROJECT_NESTED_OBJECT_KINDS);
      if (!project) throw notFound('Project');
      return project;
    },
  },
  projectLifecycleBulkService: {
    create: async ({ projectLifecycleIds }, { db, requireCaller }) => {
      const rows = await visibleProjectsById(db, requireCaller(), projectLifecycleIds);
      return projectDtos(db, rows, PROJECT_NESTED_OBJECT_KINDS);
    },
  },
  projectLifecycleBulkContactService: {
    create: async ({ projectLifecycleIds }, { db, requireCaller }) => {
      const rows = await visibleProjectsById(db, requireCaller(), projectLifecycleIds);
      return projectDtos(db, rows, ['CONTACTS']);
    },
  },
  projects: {
    read: async ({ projectLifecycleId, include }, { db, requireCaller }) => {
      const row = await visibleProject(db, requireCaller(), projectLifecycleId);
      const [project] = await projectDtos(db, [row], include);
      if (!project) throw notFound('Project');
      return project;
    },
  },
  userProjects: {
    read: async ({ userId, include }, { db }) => {
      const [user] = await db
        .select({ userId: users.userId, companyId: users.companyId })
        .from(users)
        .where(eq(users.userId, userId));
      if (!user) throw notFound('User');
      // The user's own projects, as the user would see them (a curator's own list is not everyone's).
      const asUser = { userId: user.userId, companyId: user.companyId, email: '', roles: [] };
      const rows = await projectsWhere(db, projectVisibleTo(db, asUser));
      return projectDtos(db, rows, include ?? PROJECT_NESTED_OBJECT_KINDS);
    },
  },
  bookingForProjectService: {
    read: async ({ projectLifecycleId }, { db, requireCaller }) => {
      await visibleProject(db, requireCaller(), projectLifecycleId);
      const [booking] = await db
        .select({
          bookingStatus: managedProjects.bookingStatus,
          isBookingPostMatchmaking: managedProjects.isBookingPostMatchmaking,
          companyId: managedProjects.bookedCompanyId,
          appointmentStartAt: projectSpecifications.appointmentStartAt,
          quotedHours: projectSpecifications.quotedHours,
        })
        .from(managedProjects)
        .leftJoin(projectSpecifications, eq(projectSpecifications.projectId, managedProjects.projectId))
        .where(eq(managedProjects.projectId, projectLifecycleId));
      if (!booking) throw notFound('Booking');
      return {
        projectLifecycleId,
        bookingStatus: leadStatus(booking.bookingStatus),
        isBookingPostMatchmaking: booking.isBookingPostMatchmaking,
        companyId: booking.companyId,
        appointmentStartDateTime: isoOrNull(booking.appointmentStartAt),
        quotedHours: booking.quotedHours,
      };
    },
  },
};
