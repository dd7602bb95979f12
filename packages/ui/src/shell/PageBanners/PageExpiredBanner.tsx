'use client';

import { messages } from '@hearth/machines';
import { Banner } from '../../components/Banner';

export type PageExpiredBannerProps = {
  /** Runs when the person presses 'Click here to refresh the page.' @default window.location.reload() */
  onRefresh?: () => void;
  /** Show a close button as well. @default false */
  isDismissible?: boolean;
  /** The accessible name of the close button. @default 'Dismiss page expired message' */
  dismissLabel?: string;
  /** Called when the banner is closed with its close button. */
  onDismiss?: () => void;
};

/** Splits the catalogue message into its statement and its call to action (the link). */
function splitAtFirstSentence(message: string): [string, string] {
  const match = /^(.+?\.)\s+(.+)$/.exec(message);
  return match ? [match[1] as string, match[2] as string] : ['', message];
}

const [statement, callToAction] = splitAtFirstSentence(messages.shell.pageExpired);

const reloadPage = () => window.location.reload();

/**
 * 'This page has expired. Click here to refresh the page.', shown on a CSRF error. It is an alert, announced as soon as it appears; 'Click here to refresh the page.' is a
 * link that runs `onRefresh`.
 */
export function PageExpiredBanner({
  onRefresh = reloadPage,
  isDismissible = false,
  dismissLabel = 'Dismiss page expired message',
  onDismiss,
}: PageExpiredBannerProps) {
  return (
    <Banner
      variant="error"
      action={{ label: callToAction, onPress: () => onRefresh() }}
      isDismissible={isDismissible}
      dismissLabel={dismissLabel}
      onDismiss={onDismiss}
    >
      {statement}
    </Banner>
  );
}
