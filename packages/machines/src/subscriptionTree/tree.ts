/**
 * Pure functions over the subscription group tree. A group's `isUnsubscribed`
 * is the source of truth; a parent's value always equals "every child unsubscribed", so a parent
 * shows Subscribed exactly when any child is.
 */

export interface SubscriptionGroup {
  shortCode: string;
  uiName: string;
  uiDescription: string;
  isUnsubscribed: boolean;
  children?: readonly SubscriptionGroup[] | null;
}

export type SubscriptionTree = readonly SubscriptionGroup[];

/** The tree the server sends is at most 3 levels deep. */
export const SUBSCRIPTION_TREE_MAX_DEPTH = 3;

export const childrenOf = (group: SubscriptionGroup): readonly SubscriptionGroup[] => group.children ?? [];

/** Sets a group and all its descendants to the same state (switching a parent). */
export function setSubtree(group: SubscriptionGroup, unsubscribed: boolean): SubscriptionGroup {
  return {
    ...group,
    isUnsubscribed: unsubscribed,
    children: childrenOf(group).map((child) => setSubtree(child, unsubscribed)),
  };
}

/** Every parent becomes unsubscribed when all its children are, subscribed when any child is. */
export function recomputeParents(tree: SubscriptionTree): SubscriptionGroup[] {
  return tree.map((group) => {
    const children = childrenOf(group);
    if (children.length === 0) return { ...group, children: [] };
    const recomputed = recomputeParents(children);
    return {
      ...group,
      isUnsubscribed: recomputed.every((child) => child.isUnsubscribed),
      children: recomputed,
    };
  });
}

/** Switches one group (and its descendants), then recomputes its ancestors. */
export function toggleGroup(
  tree: SubscriptionTree,
  shortCode: string,
  unsubscribed: boolean,
): SubscriptionGroup[] {
  const set = (groups: SubscriptionTree): SubscriptionGroup[] =>
    groups.map((group) =>
      group.shortCode === shortCode
        ? setSubtree(group, unsubscribed)
        : { ...group, children: set(childrenOf(group)) },
    );
  return recomputeParents(set(tree));
}

/** 'Unsubscribe from all' sets every group. */
export const setAll = (tree: SubscriptionTree, unsubscribed: boolean): SubscriptionGroup[] =>
  tree.map((group) => setSubtree(group, unsubscribed));

/** 'Unsubscribe from all' is the inverse of the top state: checked when no top group is subscribed. */
export const isUnsubscribedFromAll = (tree: SubscriptionTree): boolean =>
  tree.length > 0 && tree.every((group) => group.isUnsubscribed);

/** Children show only while their parent is subscribed. */
export const visibleChildren = (group: SubscriptionGroup): readonly SubscriptionGroup[] =>
  group.isUnsubscribed ? [] : childrenOf(group);

/** Every group at every level, parents before their children. */
export function flatten(tree: SubscriptionTree): SubscriptionGroup[] {
  return tree.flatMap((group) => [group, ...flatten(childrenOf(group))]);
}

/** The short codes of every group marked unsubscribed, at all levels: what updateAllSubscriptions takes. */
export const unsubscribedCodes = (tree: SubscriptionTree): string[] =>
  flatten(tree)
    .filter((group) => group.isUnsubscribed)
    .map((group) => group.shortCode);

/** Whether any group's state differs from the saved tree. */
export function isDirty(saved: SubscriptionTree, edited: SubscriptionTree): boolean {
  const savedGroups = flatten(saved);
  const before = new Map(savedGroups.map((group) => [group.shortCode, group.isUnsubscribed]));
  const after = flatten(edited);
  return (
    after.length !== savedGroups.length ||
    after.some((group) => before.get(group.shortCode) !== group.isUnsubscribed)
  );
}
