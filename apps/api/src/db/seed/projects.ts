import { seedDemoCalls } from '../../domain/projects/demoCalls';
import { DEMO_CONVERSATION_IDS, DEMO_PROJECT_IDS, uid } from '../../domain/projects/demoIds';
import type { Tx } from '../client';
import {
  conversationMessages,
  conversationPeers,
  conversations,
  managedProjects,
  projectBusinesses,
  projectHolds,
  projectItems,
  projectSpecifications,
  projects,
} from '../schema';
import type { AreaSeed } from './index';

const at = (iso: string) => new Date(iso);

/** The demo homeowner's projects in each state, with conversations, calls and a purchased lead. */
export const seedProjects: AreaSeed = async (tx, accounts) => {
  const { homeowner, passwordless, pro, companyOff } = accounts;
  const proCompany = accounts.companies.pro;
  const quietCompany = accounts.companies.companyOff;
  const P = DEMO_PROJECT_IDS;
  const C = DEMO_CONVERSATION_IDS;

  // Lead keys follow the order: the active project is lead 100001, the other homeowner's 100011.
  const rows: [string, number, string, number, string][] = [
    [P.active, homeowner, 'IN_PROGRESS', 1, '2026-03-01T16:00:00Z'],
    [P.completed, homeowner, 'PROJECT_COMPLETED', 2, '2025-11-01T09:00:00Z'],
    [P.cancelled, homeowner, 'HOMEOWNER_CANCELLED', 3, '2025-12-05T12:00:00Z'],
    [P.held, homeowner, 'IN_PROGRESS', 4, '2026-02-10T08:30:00Z'],
    [P.managedPending, homeowner, 'IN_PROGRESS', 5, '2026-01-20T10:00:00Z'],
    [P.managedBooked, homeowner, 'IN_PROGRESS', 6, '2026-01-18T10:00:00Z'],
    [P.managedOutOfScopePostMatchmaking, homeowner, 'IN_PROGRESS', 7, '2026-01-16T10:00:00Z'],
    [P.managedOutOfScope, homeowner, 'IN_PROGRESS', 8, '2026-01-14T10:00:00Z'],
    [P.managedNotInterested, homeowner, 'IN_PROGRESS', 9, '2026-01-12T10:00:00Z'],
    [P.managedBadQuality, homeowner, 'IN_PROGRESS', 10, '2026-01-10T10:00:00Z'],
    [P.otherHomeowner, passwordless, 'IN_PROGRESS', 3, '2026-02-20T11:00:00Z'],
  ];
  await tx.insert(projects).values(
    rows.map(([id, homeownerUserId, status, serviceTypeId, requested], index) => ({
      id,
      homeownerUserId,
      status,
      leadKey: String(100001 + index),
      serviceTypeId,
      requestedAt: at(requested),
    })),
  );

  await seedConversations(tx, { homeowner, passwordless, pro, companyOff });

  let business = 0;
  const onProject = (projectId: string, companyId: number, conversationId: string | null = null) => ({
    id: uid('b0000000', ++business),
    projectId,
    companyId,
    conversationId,
    position: business,
  });
  await tx
    .insert(projectBusinesses)
    .values([
      onProject(P.active, proCompany, C.active),
      onProject(P.active, quietCompany),
      onProject(P.completed, proCompany, C.completed),
      onProject(P.cancelled, quietCompany, C.cancelled),
      onProject(P.held, proCompany),
      onProject(P.managedPending, proCompany),
      onProject(P.managedBooked, proCompany, C.managedBooked),
      onProject(P.managedOutOfScopePostMatchmaking, proCompany),
      onProject(P.managedOutOfScope, proCompany),
      onProject(P.managedNotInterested, proCompany),
      onProject(P.managedBadQuality, proCompany),
      onProject(P.otherHomeowner, quietCompany, C.otherHomeowner),
    ]);

  await tx.insert(projectItems).values([
    { id: uid('f1000000', 1), projectId: P.active, kind: 'CONTACTS', position: 0 },
    { id: uid('f1000000', 2), projectId: P.active, kind: 'EXTERNAL_REFERENCES', position: 0 },
    { id: uid('f1000000', 3), projectId: P.active, kind: 'IMAGES', position: 0 },
    { id: uid('f1000000', 4), projectId: P.active, kind: 'IMAGES', position: 1 },
    { id: uid('f1000000', 5), projectId: P.active, kind: 'RECURRENCE', position: 0 },
    { id: uid('f1000000', 6), projectId: P.completed, kind: 'CONTACTS', position: 0 },
    { id: uid('f1000000', 7), projectId: P.otherHomeowner, kind: 'CONTACTS', position: 0 },
  ]);
  await tx.insert(projectSpecifications).values([
    {
      id: uid('f2000000', 1),
      projectId: P.active,
      appointmentStartAt: at('2026-03-05T14:00:00Z'),
      quotedHours: 2.5,
      description: 'Fix the leak under the kitchen sink and replace the trap.',
    },
    {
      id: uid('f2000000', 2),
      projectId: P.managedBooked,
      appointmentStartAt: at('2026-01-25T15:00:00Z'),
      quotedHours: 3,
      description: 'Deep clean of a two-bedroom house.',
    },
  ]);
  await tx.insert(projectHolds).values([
    { id: uid('f3000000', 1), projectId: P.active, cleared: true },
    { id: uid('f3000000', 2), projectId: P.held, cleared: false },
  ]);
  const managed = (n: number, projectId: string, bookingStatus: string, postMatchmaking = false) => ({
    id: uid('f4000000', n),
    projectId,
    bookingStatus,
    isBookingPostMatchmaking: postMatchmaking,
    bookedCompanyId: bookingStatus === 'BOOKED' ? proCompany : null,
  });
  await tx
    .insert(managedProjects)
    .values([
      managed(1, P.managedPending, 'PENDING'),
      managed(2, P.managedBooked, 'BOOKED', true),
      managed(3, P.managedOutOfScopePostMatchmaking, 'OUT_OF_SCOPE', true),
      managed(4, P.managedOutOfScope, 'OUT_OF_SCOPE'),
      managed(5, P.managedNotInterested, 'NOT_INTERESTED'),
      managed(6, P.managedBadQuality, 'BAD_QUALITY'),
    ]);

  await seedDemoCalls(tx, proCompany, quietCompany);
};

async function seedConversations(
  tx: Tx,
  users: { homeowner: number; passwordless: number; pro: number; companyOff: number },
) {
  const C = DEMO_CONVERSATION_IDS;
  const P = DEMO_PROJECT_IDS;
  const threads: [string, string, number, number, [number, string, string, string][]][] = [
    // [conversation, project, homeowner, pro, [[sender, mimeType, body, at], ...]]
    [
      C.active,
      P.active,
      users.homeowner,
      users.pro,
      [
        [
          users.homeowner,
          'text/plain',
          'Hi, the kitchen sink is leaking under the cabinet. Can you take a look this week?',
          '2026-03-02T15:00:00Z',
        ],
        [users.pro, 'text/plain', 'Happy to help. I can come Thursday morning.', '2026-03-02T15:30:00Z'],
        [users.homeowner, 'image/jpeg', 'Photo of the leak', '2026-03-02T15:32:00Z'],
        [users.homeowner, 'text/plain', 'Thursday works.', '2026-03-02T15:40:00Z'],
        [users.pro, 'text/plain', 'Booked you for Thursday at 9am.', '2026-03-02T17:32:00Z'],
      ],
    ],
    [
      C.completed,
      P.completed,
      users.homeowner,
      users.pro,
      [
        [
          users.homeowner,
          'text/plain',
          'Is the water heater install still on for Monday?',
          '2025-11-10T10:00:00Z',
        ],
        [users.pro, 'text/plain', 'Yes, see you then.', '2025-11-10T10:10:00Z'],
        [users.homeowner, 'text/plain', 'Thanks, all working great.', '2025-11-18T19:00:00Z'],
      ],
    ],
    [
      C.cancelled,
      P.cancelled,
      users.homeowner,
      users.companyOff,
      [
        [users.homeowner, 'text/plain', 'Could you quote for new cabinet doors?', '2025-12-05T12:30:00Z'],
        [users.companyOff, 'text/plain', 'Sure, about $900 for eight doors.', '2025-12-06T09:00:00Z'],
      ],
    ],
    [
      C.managedBooked,
      P.managedBooked,
      users.homeowner,
      users.pro,
      [[users.pro, 'text/plain', 'See you on the 25th for the deep clean.', '2026-01-19T08:00:00Z']],
    ],
    [
      C.otherHomeowner,
      P.otherHomeowner,
      users.passwordless,
      users.companyOff,
      [
        [users.passwordless, 'text/plain', 'The deck needs two boards replaced.', '2026-02-21T10:00:00Z'],
        [users.companyOff, 'text/plain', 'I can do that next week.', '2026-02-21T11:00:00Z'],
      ],
    ],
  ];
  let message = 0;
  for (const [id, projectId, homeownerId, proId, messages] of threads) {
    await tx.insert(conversations).values({ id, projectId, createdAt: at(messages[0]?.[3] ?? '') });
    await tx.insert(conversationPeers).values([
      { conversationId: id, userId: homeownerId, role: 'homeowner' },
      { conversationId: id, userId: proId, role: 'pro' },
    ]);
    await tx.insert(conversationMessages).values(
      messages.map(([senderUserId, mimeType, body, sent]) => ({
        id: uid('c1000000', ++message),
        conversationId: id,
        senderUserId,
        mimeType,
        body,
        createdAt: at(sent),
      })),
    );
  }
}
