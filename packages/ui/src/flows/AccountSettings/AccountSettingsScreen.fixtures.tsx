/* Story helpers: the screen with simple stand-in content per section (each section's own view has its own stories). */
import { formatMessage, messages } from '@hearth/machines';
import { useState } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import type { AccountViewer } from '../shared/AccountView';
import { AccountViewProvider } from '../shared/AccountView';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import {
  ACCOUNT_SECTION_TITLES,
  type AccountSection,
  type SectionFacts,
  visibleAccountSections,
} from './sections';

const standIns = {
  profile: 'Your name, mobile number, email and home address.',
  photo: 'The photo pros see next to your requests.',
  projectCommunications: 'The to-do lists of your projects.',
  generalCommunications: 'The emails we send you.',
  password: 'The password you log in with.',
  paymentMethods: 'Your saved cards.',
  documentDelivery: 'Paperless delivery of your documents.',
} as const;

export type AccountSettingsHarnessProps = SectionFacts & {
  viewer?: AccountViewer;
  loading?: boolean;
  /** The account cannot be shown: no user has this id (a curator's wrong id). */
  noSuchUser?: number;
  /** The panel the page's address names (`opened`). */
  opened?: AccountSection;
  /** Buttons standing in for links to the other account pages (the mobile menu's). */
  pageLinks?: boolean;
};

export function AccountSettingsHarness({
  viewer = { kind: 'owner' },
  loading = false,
  noSuchUser,
  opened,
  pageLinks = false,
  ...facts
}: AccountSettingsHarnessProps) {
  // Each press is a navigation, to the page shown too.
  const [page, setPage] = useState({ section: opened, navigationCount: 0 });
  const sections = visibleAccountSections(facts);
  const panels = sections.map((section) => ({ section, content: <p>{standIns[section]}</p> }));
  return (
    <AccountViewProvider viewer={viewer}>
      {pageLinks ? (
        <nav aria-label="Account pages">
          {sections.map((section) => (
            <Button
              key={section}
              variant="tertiary"
              onPress={() =>
                setPage(({ navigationCount }) => ({ section, navigationCount: navigationCount + 1 }))
              }
            >
              Go to {ACCOUNT_SECTION_TITLES[section]}
            </Button>
          ))}
        </nav>
      ) : null}
      {noSuchUser !== undefined ? (
        <AccountSettingsScreen
          problem={
            <Banner variant="error" title={messages.accountPage.noSuchUserTitle}>
              {formatMessage(messages.accountPage.noSuchUserBody, { userId: noSuchUser })}
            </Banner>
          }
        />
      ) : loading ? (
        <AccountSettingsScreen loading />
      ) : (
        <AccountSettingsScreen panels={panels} opened={page.section} navigationCount={page.navigationCount} />
      )}
    </AccountViewProvider>
  );
}
