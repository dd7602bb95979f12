/**
 * The demo rows of the projects area (seeded by db/seed/projects.ts), named so tests and stories
 * can ask for them.
 */
/** Fixed v4 UUIDs, so tests and stories can name the demo rows: `<group>-0000-4000-8000-<n>`. */
export const uid = (group: string, n: number) =>
  `${group}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const DEMO_PROJECT_IDS = {
  active: uid('a0000000', 1),
  completed: uid('a0000000', 2),
  cancelled: uid('a0000000', 3),
  held: uid('a0000000', 4),
  managedPending: uid('a0000000', 5),
  managedBooked: uid('a0000000', 6),
  managedOutOfScopePostMatchmaking: uid('a0000000', 7),
  managedOutOfScope: uid('a0000000', 8),
  managedNotInterested: uid('a0000000', 9),
  managedBadQuality: uid('a0000000', 10),
  /** The passwordless homeowner's project, with the quiet pro's company: hidden from the demo pair. */
  otherHomeowner: uid('a0000000', 11),
} as const;

export const DEMO_CONVERSATION_IDS = {
  active: uid('c0000000', 1),
  completed: uid('c0000000', 2),
  cancelled: uid('c0000000', 3),
  managedBooked: uid('c0000000', 4),
  otherHomeowner: uid('c0000000', 5),
} as const;

export const DEMO_CALL_IDS = {
  inboundAnswered: uid('ca000000', 1),
  inboundVoicemail: uid('ca000000', 2),
  inboundOther: uid('ca000000', 3),
  outboundPro: uid('cb000000', 1),
  outboundOther: uid('cb000000', 2),
} as const;

/** Canonical call ids: shared by a call, its recording and its voicemail. */
export const DEMO_CANONICAL_CALL_IDS = {
  inboundAnswered: uid('cc000000', 1),
  inboundVoicemail: uid('cc000000', 2),
  inboundOther: uid('cc000000', 3),
  outboundPro: uid('cc000000', 4),
  outboundOther: uid('cc000000', 5),
  /** A well-formed id with no call or recording. */
  unknown: uid('cc000000', 99),
} as const;

export const DEMO_VOICEMAIL_IDS = { pro: uid('d0000000', 1), other: uid('d0000000', 2) } as const;

export const DEMO_LEDGER = {
  proLeadId: 100001,
  proSecondLeadId: 100002,
  otherLeadId: 100011,
  proSpend: uid('e0000000', 1),
  proRefund: uid('e0000000', 2),
  proSecondSpend: uid('e0000000', 3),
  otherSpend: uid('e0000000', 4),
} as const;

export const DEMO_PHONES = {
  homeowner: '+15555550101',
  passwordless: '+15555550102',
  pro: '+15555550201',
  quiet: '+15555550202',
} as const;
