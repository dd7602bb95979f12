export {
  type LoadSubscriptionsInput,
  type SaveSubscriptionsInput,
  type SubscriptionSource,
  type SubscriptionTreeInput,
  subscriptionTreeMachine,
} from './subscriptionTree.machine';
export {
  childrenOf as subscriptionGroupChildren,
  flatten as flattenSubscriptionTree,
  isDirty as isSubscriptionTreeDirty,
  isUnsubscribedFromAll,
  recomputeParents as recomputeSubscriptionParents,
  SUBSCRIPTION_TREE_MAX_DEPTH,
  type SubscriptionGroup,
  type SubscriptionTree,
  setAll as setAllSubscriptions,
  setSubtree as setSubscriptionSubtree,
  toggleGroup as toggleSubscriptionGroup,
  unsubscribedCodes as unsubscribedShortCodes,
  visibleChildren as visibleSubscriptionChildren,
} from './tree';
