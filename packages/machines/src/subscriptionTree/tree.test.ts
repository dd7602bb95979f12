import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  flatten,
  isDirty,
  isUnsubscribedFromAll,
  recomputeParents,
  type SubscriptionGroup,
  type SubscriptionTree,
  setAll,
  setSubtree,
  toggleGroup,
  unsubscribedCodes,
  visibleChildren,
} from './tree';

/** A group from a compact description: code, unsubscribed, children. */
const g = (
  shortCode: string,
  isUnsubscribed: boolean,
  children: SubscriptionGroup[] = [],
): SubscriptionGroup => ({
  shortCode,
  uiName: shortCode,
  uiDescription: `About ${shortCode}`,
  isUnsubscribed,
  children,
});

/** code -> unsubscribed, for reading results at a glance. */
const states = (tree: SubscriptionTree) =>
  Object.fromEntries(flatten(tree).map((group) => [group.shortCode, group.isUnsubscribed]));

// NEWS (NEWS_WEEKLY, NEWS_DEALS (DEALS_LOCAL, DEALS_NATIONAL)), MOVE (no children)
const tree = () => [
  g('NEWS', false, [
    g('NEWS_WEEKLY', false),
    g('NEWS_DEALS', false, [g('DEALS_LOCAL', false), g('DEALS_NATIONAL', true)]),
  ]),
  g('MOVE', false),
];

describe('setSubtree', () => {
  test.each([true, false])('sets the group and every descendant to %s', (value) => {
    const result = setSubtree(g('A', !value, [g('A1', !value, [g('A1a', !value)]), g('A2', value)]), value);
    expect(Object.values(states([result]))).toEqual([value, value, value, value]);
  });

  test('keeps names and descriptions', () => {
    expect(setSubtree(g('A', false), true)).toMatchObject({ uiName: 'A', uiDescription: 'About A' });
  });
});

describe('recomputeParents', () => {
  test.each([
    [
      'all children unsubscribed makes the parent unsubscribed',
      [g('P', false, [g('C1', true), g('C2', true)])],
      true,
    ],
    [
      'any child subscribed makes the parent subscribed',
      [g('P', true, [g('C1', true), g('C2', false)])],
      false,
    ],
    ['a leaf keeps its own state', [g('P', true)], true],
    [
      'three levels: a grandchild subscribed keeps both ancestors subscribed',
      [g('P', true, [g('C', true, [g('GC', false)])])],
      false,
    ],
  ] as [string, SubscriptionGroup[], boolean][])('%s', (_name, input, parentUnsubscribed) => {
    expect(recomputeParents(input)[0]?.isUnsubscribed).toBe(parentUnsubscribed);
  });

  test('null or missing children count as none', () => {
    const leaf = { shortCode: 'L', uiName: 'L', uiDescription: '', isUnsubscribed: true, children: null };
    expect(recomputeParents([leaf])).toEqual([{ ...leaf, children: [] }]);
  });
});

describe('toggleGroup', () => {
  test('switching a parent off sets all its descendants off', () => {
    expect(states(toggleGroup(tree(), 'NEWS', true))).toEqual({
      NEWS: true,
      NEWS_WEEKLY: true,
      NEWS_DEALS: true,
      DEALS_LOCAL: true,
      DEALS_NATIONAL: true,
      MOVE: false,
    });
  });

  test('switching a parent on sets all its descendants on', () => {
    const off = toggleGroup(tree(), 'NEWS', true);
    expect(Object.values(states(toggleGroup(off, 'NEWS', false))).every((v) => v === false)).toBe(true);
  });

  test('a child change leaves the parent subscribed while another child is', () => {
    const result = states(toggleGroup(tree(), 'NEWS_WEEKLY', true));
    expect(result).toMatchObject({ NEWS_WEEKLY: true, NEWS: false });
  });

  test('the parent becomes unsubscribed only when all children are', () => {
    let result = toggleGroup(tree(), 'DEALS_LOCAL', true);
    expect(states(result)).toMatchObject({ NEWS_DEALS: true, NEWS: false });
    result = toggleGroup(result, 'NEWS_WEEKLY', true);
    expect(states(result)).toMatchObject({ NEWS: true });
  });

  test('subscribing a child resubscribes its ancestors', () => {
    const off = toggleGroup(tree(), 'NEWS', true);
    expect(states(toggleGroup(off, 'DEALS_NATIONAL', false))).toMatchObject({
      DEALS_NATIONAL: false,
      NEWS_DEALS: false,
      NEWS: false,
      DEALS_LOCAL: true,
      NEWS_WEEKLY: true,
    });
  });

  test('an unknown code changes nothing', () => {
    expect(states(toggleGroup(tree(), 'NOPE', true))).toEqual(states(recomputeParents(tree())));
  });
});

describe('unsubscribe from all', () => {
  test('is the inverse of the top state', () => {
    expect(isUnsubscribedFromAll(tree())).toBe(false);
    expect(isUnsubscribedFromAll(toggleGroup(tree(), 'NEWS', true))).toBe(false);
    expect(isUnsubscribedFromAll(toggleGroup(toggleGroup(tree(), 'NEWS', true), 'MOVE', true))).toBe(true);
    expect(isUnsubscribedFromAll([])).toBe(false);
  });

  test.each([true, false])('toggling it to %s sets everything', (value) => {
    const result = setAll(tree(), value);
    expect(Object.values(states(result)).every((v) => v === value)).toBe(true);
    expect(isUnsubscribedFromAll(result)).toBe(value);
  });
});

describe('visibleChildren', () => {
  test('shows children only while the parent is subscribed', () => {
    const [news] = tree();
    if (!news) throw new Error('fixture');
    expect(visibleChildren(news).map((c) => c.shortCode)).toEqual(['NEWS_WEEKLY', 'NEWS_DEALS']);
    expect(visibleChildren(setSubtree(news, true))).toEqual([]);
    expect(visibleChildren(g('LEAF', false))).toEqual([]);
  });
});

describe('unsubscribedCodes', () => {
  test('collects the codes marked unsubscribed at every level', () => {
    expect(unsubscribedCodes(toggleGroup(tree(), 'NEWS_DEALS', true))).toEqual([
      'NEWS_DEALS',
      'DEALS_LOCAL',
      'DEALS_NATIONAL',
    ]);
    expect(unsubscribedCodes(setAll(tree(), true))).toHaveLength(6);
    expect(unsubscribedCodes(setAll(tree(), false))).toEqual([]);
  });
});

describe('isDirty', () => {
  test.each([
    ['the same tree', tree(), false],
    ['a copy', structuredClone(tree()), false],
    ['one leaf changed', toggleGroup(tree(), 'MOVE', true), true],
    ['a deep change', toggleGroup(tree(), 'DEALS_NATIONAL', false), true],
    ['a group missing', tree().slice(0, 1), true],
  ] as [string, SubscriptionTree, boolean][])('%s: %s', (_name, edited, expected) => {
    expect(isDirty(tree(), edited)).toBe(expected);
  });

  test('toggling back and forth is clean again', () => {
    expect(isDirty(tree(), toggleGroup(toggleGroup(tree(), 'MOVE', true), 'MOVE', false))).toBe(false);
  });
});

// Trees up to 3 levels with unique codes from their position: G0, G0.1, G0.1.2.
type Shape = { unsubscribed: boolean; children: Shape[] };
const shape = (depth: number): fc.Arbitrary<Shape> =>
  fc.record({
    unsubscribed: fc.boolean(),
    children: depth > 1 ? fc.array(shape(depth - 1), { maxLength: 3 }) : fc.constant([]),
  });
const build = (shapes: Shape[], prefix = 'G'): SubscriptionGroup[] =>
  shapes.map((s, i) => g(`${prefix}${i}`, s.unsubscribed, build(s.children, `${prefix}${i}.`)));
const treeArb = fc
  .array(shape(3), { minLength: 1, maxLength: 4 })
  .map((shapes) => recomputeParents(build(shapes)));

type Op = { kind: 'group'; index: number; unsubscribed: boolean } | { kind: 'all'; unsubscribed: boolean };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('group' as const), index: fc.nat(), unsubscribed: fc.boolean() }),
  fc.record({ kind: fc.constant('all' as const), unsubscribed: fc.boolean() }),
);

const apply = (current: SubscriptionGroup[], op: Op): { next: SubscriptionGroup[]; code?: string } => {
  if (op.kind === 'all') return { next: setAll(current, op.unsubscribed) };
  const all = flatten(current);
  const target = all[op.index % all.length];
  if (!target) return { next: current };
  return { next: toggleGroup(current, target.shortCode, op.unsubscribed), code: target.shortCode };
};

const everyParentIsAnyChildSubscribed = (groups: SubscriptionTree): boolean =>
  flatten(groups).every((group) => {
    const children = group.children ?? [];
    return children.length === 0 || group.isUnsubscribed === children.every((child) => child.isUnsubscribed);
  });

describe('properties', () => {
  test('after any sequence of toggles, every parent is subscribed exactly when any child is', () => {
    fc.assert(
      fc.property(treeArb, fc.array(opArb, { maxLength: 12 }), (start, ops) => {
        let current = start;
        for (const op of ops) {
          current = apply(current, op).next;
          if (!everyParentIsAnyChildSubscribed(current)) return false;
        }
        return true;
      }),
    );
  });

  test('a toggled group and all its descendants take the chosen state; groups outside its line keep theirs', () => {
    fc.assert(
      fc.property(treeArb, fc.nat(), fc.boolean(), (start, index, unsubscribed) => {
        const { next, code } = apply(start, { kind: 'group', index, unsubscribed });
        const toggled = flatten(next).find((group) => group.shortCode === code);
        if (!toggled || !code) return false;
        if (!flatten([toggled]).every((group) => group.isUnsubscribed === unsubscribed)) return false;
        // Only the group's subtree and its ancestors may change.
        const related = (other: string) =>
          other.startsWith(`${code}.`) || other === code || `${code}.`.startsWith(`${other}.`);
        const before = states(start);
        return flatten(next).every(
          (group) => related(group.shortCode) || before[group.shortCode] === group.isUnsubscribed,
        );
      }),
    );
  });

  test('the codes sent are exactly the groups marked unsubscribed, and a tree is dirty only against a different one', () => {
    fc.assert(
      fc.property(treeArb, fc.array(opArb, { maxLength: 6 }), (start, ops) => {
        const edited = ops.reduce((current, op) => apply(current, op).next, start);
        const codes = new Set(unsubscribedCodes(edited));
        const marked = flatten(edited).filter((group) => group.isUnsubscribed);
        const differs = flatten(edited).some(
          (group) => states(start)[group.shortCode] !== group.isUnsubscribed,
        );
        return (
          codes.size === marked.length &&
          marked.every((group) => codes.has(group.shortCode)) &&
          !isDirty(edited, edited) &&
          isDirty(start, edited) === differs
        );
      }),
    );
  });
});
