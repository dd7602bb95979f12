/* Story helpers for the email subscriptions page: the three flows' actors with fake API calls. */
import { createContactPreferencesActor } from '../../flows/ContactPreferences/ContactPreferences.fixtures';
import {
  createUnsubscribeLinkActor,
  type UnsubscribeLinkResult,
} from '../../flows/EmailLinkUnsubscribe/EmailLinkUnsubscribe.fixtures';
import {
  createSubscriptionTreeActor,
  FIXTURE_EMAIL,
  type SubscriptionTreeOptions,
} from '../../flows/SubscriptionTree/SubscriptionTree.fixtures';
import { useStoryActor } from '../../testing/useStoryActor';
import { EmailSubscriptionsPage } from './EmailSubscriptionsPage';

export type EmailSubscriptionsPageHarnessProps = SubscriptionTreeOptions & {
  /** The unsubscribe link the page was opened from, if any. */
  link?: UnsubscribeLinkResult;
  onRedirect?: (to: string) => void;
  /** Leave the tree out, as the app does while it has no email (a link that redirects to log in). */
  withoutTree?: boolean;
  /** The link carried the contact preferences' token: Communication Methods show too. */
  withContactPreferences?: boolean;
};

export function EmailSubscriptionsPageHarness({
  link,
  onRedirect,
  withoutTree = false,
  withContactPreferences = false,
  ...treeOptions
}: EmailSubscriptionsPageHarnessProps) {
  const tree = useStoryActor(() => createSubscriptionTreeActor(treeOptions));
  const preferences = useStoryActor(() =>
    createContactPreferencesActor({ key: { verificationToken: '5f0c1e2a-7b3d-4c8e-9a1f-2d6b8e4c0a13' } }),
  );
  const unsubscribe = useStoryActor(() =>
    createUnsubscribeLinkActor({ result: link ?? 'newsletter', onRedirect }),
  );
  return (
    <EmailSubscriptionsPage
      actor={withoutTree ? undefined : tree}
      email={withoutTree ? undefined : FIXTURE_EMAIL}
      unsubscribe={link ? unsubscribe : undefined}
      contactPreferences={withContactPreferences ? preferences : undefined}
    />
  );
}
