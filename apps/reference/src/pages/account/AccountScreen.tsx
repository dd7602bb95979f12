import type { UserEmail } from '@hearth/data';
import {
  type AccountSection,
  type AccountSettingsPanel,
  AccountSettingsScreen,
  Spinner,
  visibleAccountSections,
} from '@hearth/ui';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { type AccountRecords, todoItemCount } from '../../flows/account/records';
import { useNavigationCount } from '../../routing';
import { preloadable } from '../../shell/preloadable';
import { ACCOUNT_PANEL_MODULES, type AccountPanelModule, type LazyAccountSection } from './accountRoutes';
import { PanelLoadFailure } from './panels/PanelLoadFailure';
import { ProfilePanel } from './panels/ProfilePanel';

type PanelProps = { records: AccountRecords };
type EmailSaved = (email: UserEmail) => void;

// Each panel's code but the profile's is its own chunk (with its wiring, and for Payment Methods
// the card provider), loaded when the panel first opens: the panels render when opened. The HTML
// of the address that opens one preloads it (pageRoutes.ts), and AccountRoute asks for it at once.
const loaders: Record<AccountPanelModule, () => Promise<ComponentType<PanelProps>>> = {
  'src/pages/account/panels/PhotoPanel.tsx': () =>
    import('./panels/PhotoPanel').then((module) => module.PhotoPanel),
  'src/pages/account/panels/ProjectCommunicationsPanel.tsx': () =>
    import('./panels/ProjectCommunicationsPanel').then((module) => module.ProjectCommunicationsPanel),
  'src/pages/account/panels/GeneralCommunicationsPanel.tsx': () =>
    import('./panels/GeneralCommunicationsPanel').then((module) => module.GeneralCommunicationsPanel),
  'src/pages/account/panels/PasswordPanel.tsx': () =>
    import('./panels/PasswordPanel').then((module) => module.PasswordPanel),
  'src/pages/account/panels/PaymentMethodsSection.tsx': () =>
    import('./panels/PaymentMethodsSection').then((module) => module.PaymentMethodsSection),
  'src/pages/account/panels/DocumentDeliverySection.tsx': () =>
    import('./panels/DocumentDeliverySection').then((module) => module.DocumentDeliverySection),
};

const panels = Object.fromEntries(
  Object.entries(ACCOUNT_PANEL_MODULES).map(([section, module]) => [section, preloadable(loaders[module])]),
) as Record<LazyAccountSection, ReturnType<typeof preloadable<PanelProps>>>;

/** Starts loading the code of the panel a route opens. */
export function preloadPanelOf(section: AccountSection) {
  // A head start only: a failed preload is loaded again when the panel renders, where
  // PanelLoadFailure reports it.
  if (section !== 'profile') void panels[section].preload().catch(() => undefined);
}

function Panel({
  section,
  records,
  onEmailSaved,
}: {
  section: AccountSection;
  records: AccountRecords;
  onEmailSaved: EmailSaved;
}) {
  if (section === 'profile') return <ProfilePanel records={records} onEmailSaved={onEmailSaved} />;
  const panel = panels[section];
  return (
    <PanelLoadFailure onRetry={panel.retry}>
      <Suspense fallback={<Spinner label="Loading" />}>
        <panel.Component records={records} />
      </Suspense>
    </PanelLoadFailure>
  );
}

export type AccountScreenProps = {
  records: AccountRecords;
  /** The panel the route opens. */
  section: AccountSection;
  /** The profile saved a new email (the records should hold it). */
  onEmailSaved: EmailSaved;
  /** Shown over the screen, such as the phone verification toast. */
  children?: ReactNode;
};

/** The settings screen: the sections the user's data calls for, the route's one open. */
export function AccountScreen({ records, section, onEmailSaved, children }: AccountScreenProps) {
  const sections = visibleAccountSections({
    todoItemCount: todoItemCount(records.todoLists),
    emailNoticesFlag: records.emailNoticesFlag,
  });
  const shown: AccountSettingsPanel[] = sections.map((id) => ({
    section: id,
    content: <Panel section={id} records={records} onEmailSaved={onEmailSaved} />,
  }));
  // A route whose panel is hidden (no to-do items, no paperless flag) opens the profile instead.
  const open = sections.includes(section) ? section : 'profile';
  const navigations = useNavigationCount();
  return (
    <>
      <AccountSettingsScreen panels={shown} opened={open} navigationCount={navigations} />
      {children}
    </>
  );
}
