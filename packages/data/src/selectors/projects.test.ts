import { describe, expect, test } from 'vitest';
import {
  activeProjectCount,
  type ConversationSummary,
  type ExternalHold,
  isProjectActive,
  isV4Uuid,
  isVisibleInMyProjects,
  type ManagedProject,
  NESTED_OBJECT_KINDS,
  type ProjectLifecycle,
  projectLatestActivity,
  sortActiveProjects,
} from './projects';

const ID = '3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5e';

function project(overrides: Partial<ProjectLifecycle> = {}): ProjectLifecycle {
  return {
    id: ID,
    projectLifecycleStatus: 'OPEN',
    requestedDateTime: '2024-01-01T00:00:00.000Z',
    nestedObjects: {},
    ...overrides,
  };
}

const hold = (cleared: boolean): ExternalHold => ({ projectId: ID, cleared });

describe('NESTED_OBJECT_KINDS', () => {
  test('maps each kind of spec 01 §3 to its nestedObjects key', () => {
    expect(NESTED_OBJECT_KINDS).toEqual({
      BUSINESSES: 'businesses',
      CONTACTS: 'contacts',
      EXTERNAL_REFERENCES: 'externalReferences',
      HOLDS: 'externalHolds',
      MANAGED_PROJECT: 'managedProject',
      IMAGES: 'images',
      RECURRENCE: 'recurrence',
      SPECIFICATION: 'specification',
    });
  });
});

describe('isProjectActive', () => {
  test.each<[string, Partial<ProjectLifecycle>, boolean]>([
    ['open with no nested objects', { nestedObjects: null }, true],
    ['open with no holds', {}, true],
    ['completed', { projectLifecycleStatus: 'PROJECT_COMPLETED' }, false],
    ['cancelled by the homeowner', { projectLifecycleStatus: 'HOMEOWNER_CANCELLED' }, false],
    ['open with only cleared holds', { nestedObjects: { externalHolds: [hold(true), hold(true)] } }, true],
    ['open with one uncleared hold', { nestedObjects: { externalHolds: [hold(true), hold(false)] } }, false],
    ['open with an empty hold list', { nestedObjects: { externalHolds: [] } }, true],
    [
      'completed even with cleared holds',
      { projectLifecycleStatus: 'PROJECT_COMPLETED', nestedObjects: { externalHolds: [hold(true)] } },
      false,
    ],
  ])('%s -> %s', (_name, overrides, expected) => {
    expect(isProjectActive(project(overrides))).toBe(expected);
  });
});

describe('activeProjectCount', () => {
  test.each<[string, ProjectLifecycle[], number]>([
    ['none', [], 0],
    ['all active', [project(), project()], 2],
    [
      'mixed',
      [
        project(),
        project({ projectLifecycleStatus: 'PROJECT_COMPLETED' }),
        project({ nestedObjects: { externalHolds: [hold(false)] } }),
        project({ projectLifecycleStatus: 'HOMEOWNER_CANCELLED' }),
        project({ nestedObjects: { externalHolds: [hold(true)] } }),
      ],
      2,
    ],
  ])('%s -> %i', (_name, projects, expected) => {
    expect(activeProjectCount(projects)).toBe(expected);
  });
});

describe('sortActiveProjects', () => {
  const conversations: Record<string, ConversationSummary> = {
    c1: { id: 'c1', latest: '2024-03-01T00:00:00.000Z' },
    c2: { id: 'c2', latest: '2024-05-01T00:00:00.000Z' },
    c3: { id: 'c3', latest: Date.parse('2024-02-01T00:00:00.000Z') },
    bad: { id: 'bad', latest: 'not a date' },
  };
  const withConversations = (id: string, requestedDateTime: string, ...conversationIds: string[]) =>
    project({
      id,
      requestedDateTime,
      nestedObjects: { businesses: conversationIds.map((c, i) => ({ id: `b${i}`, conversationId: c })) },
    });

  test.each<[string, ProjectLifecycle[], string[]]>([
    ['empty', [], []],
    [
      'by requestedDateTime when there are no conversations',
      [
        withConversations('a', '2024-01-01T00:00:00.000Z'),
        withConversations('b', '2024-06-01T00:00:00.000Z'),
        withConversations('c', '2024-03-01T00:00:00.000Z'),
      ],
      ['b', 'c', 'a'],
    ],
    [
      'newest conversation among the businesses wins over requestedDateTime',
      [
        withConversations('a', '2024-12-01T00:00:00.000Z', 'c3'),
        withConversations('b', '2024-01-01T00:00:00.000Z', 'c1', 'c2'),
        withConversations('c', '2024-04-01T00:00:00.000Z'),
      ],
      ['b', 'c', 'a'],
    ],
    [
      'unknown and unreadable conversations fall back to requestedDateTime',
      [
        withConversations('a', '2024-04-01T00:00:00.000Z', 'missing', 'bad'),
        withConversations('b', '2024-03-15T00:00:00.000Z', 'c1'),
      ],
      ['a', 'b'],
    ],
    [
      'inactive projects are left out',
      [
        project({ id: 'done', projectLifecycleStatus: 'PROJECT_COMPLETED', requestedDateTime: '2030-01-01' }),
        withConversations('a', '2024-01-01T00:00:00.000Z'),
        project({
          id: 'held',
          requestedDateTime: '2030-01-01',
          nestedObjects: { externalHolds: [hold(false)] },
        }),
      ],
      ['a'],
    ],
    [
      'ties keep input order; unreadable dates go last',
      [
        withConversations('x', 'garbage'),
        withConversations('a', '2024-01-01T00:00:00.000Z'),
        withConversations('b', '2024-01-01T00:00:00.000Z'),
      ],
      ['a', 'b', 'x'],
    ],
  ])('%s', (_name, projects, expectedIds) => {
    const input = [...projects];
    expect(sortActiveProjects(projects, conversations).map((p) => p.id)).toEqual(expectedIds);
    expect(sortActiveProjects(projects, new Map(Object.entries(conversations))).map((p) => p.id)).toEqual(
      expectedIds,
    );
    expect(projects).toEqual(input);
  });

  test('projectLatestActivity reads the newest conversation, else requestedDateTime', () => {
    expect(
      projectLatestActivity(withConversations('a', '2020-01-01T00:00:00.000Z', 'c1', 'c2'), conversations),
    ).toBe(Date.parse('2024-05-01T00:00:00.000Z'));
    expect(projectLatestActivity(withConversations('a', '2020-01-01T00:00:00.000Z'), conversations)).toBe(
      Date.parse('2020-01-01T00:00:00.000Z'),
    );
    expect(projectLatestActivity(withConversations('a', 'garbage'), {})).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe('isVisibleInMyProjects', () => {
  test.each<[string, ManagedProject | null | undefined, boolean]>([
    ['no managed project', undefined, true],
    ['null managed project', null, true],
    ['no booking status recorded', { isBookingPostMatchmaking: false }, true],
    ['BOOKED', { bookingStatus: 'BOOKED' }, true],
    ['PENDING', { bookingStatus: 'PENDING' }, true],
    ['NOT_INTERESTED', { bookingStatus: 'NOT_INTERESTED' }, false],
    ['BAD_QUALITY', { bookingStatus: 'BAD_QUALITY' }, false],
    ['unknown status', { bookingStatus: 'SOMETHING_ELSE' }, false],
    [
      'OUT_OF_SCOPE, not post-matchmaking',
      { bookingStatus: 'OUT_OF_SCOPE', isBookingPostMatchmaking: false },
      false,
    ],
    ['OUT_OF_SCOPE, flag missing', { bookingStatus: 'OUT_OF_SCOPE' }, false],
    [
      'OUT_OF_SCOPE, post-matchmaking',
      { bookingStatus: 'OUT_OF_SCOPE', isBookingPostMatchmaking: true },
      true,
    ],
    [
      'NOT_INTERESTED, post-matchmaking',
      { bookingStatus: 'NOT_INTERESTED', isBookingPostMatchmaking: true },
      false,
    ],
  ])('%s -> %s', (_name, managedProject, expected) => {
    expect(isVisibleInMyProjects(project({ nestedObjects: { managedProject } }))).toBe(expected);
  });
});

describe('isV4Uuid', () => {
  test.each<[unknown, boolean]>([
    [ID, true],
    [ID.toUpperCase(), true],
    ['00000000-0000-4000-8000-000000000000', true],
    ['00000000-0000-4000-b000-000000000000', true],
    ['00000000-0000-1000-8000-000000000000', false], // version 1
    ['00000000-0000-4000-c000-000000000000', false], // wrong variant
    ['00000000000040008000000000000000', false], // no hyphens
    [`${ID}0`, false],
    [` ${ID}`, false],
    ['3f2b8c1e-4d5a-4b6c-9d7e-0f1a2b3c4d5g', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j -> %s', (value, expected) => {
    expect(isV4Uuid(value)).toBe(expected);
  });
});
