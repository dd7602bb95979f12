import {
  type AccountSection,
  type AccountSettingsPanel,
  AccountSettingsScreen,
  ProjectTodoLists,
  Spinner,
  visibleAccountSections,
} from '@hearth/ui';
import { type ReactNode, Suspense } from 'react';
import { type AccountRecords, todoItemCount } from '../../flows/account/records';
import { preloadable } from '../../shell/preloadable';
import { GeneralCommunicationsPanel } from './panels/GeneralCommunicationsPanel';
import { PanelLoadFailure } from './panels/PanelLoadFailure';
import { PasswordPanel } from './panels/PasswordPanel';
import { ProfilePanel } from './panels/ProfilePanel';
import { DocumentDeliverySection, PhotoPanel } from './panels/SmallPanels';

// Its own chunk, with the card provider: loaded when the panel first opens (the panels render
// when opened), or at once on /account/payment-methods (preloadPanelOf).
const paymentMethods = preloadable(() =>
  import('./panels/PaymentMethodsSection').then((module) => module.PaymentMethodsSection),
);

/** Starts loading the code of the panel a route opens, beside the account's records. */
export function preloadPanelOf(section: AccountSection) {
  if (section === 'paymentMethods') void paymentMethods.preload().catch(() => undefined);
}

export type AccountScreenProps = {
  records: AccountRecords;
  /** The panel the route opens. */
  section: AccountSection;
  /** Shown over the screen, such as the phone verification toast. */
  children?: ReactNode;
};

/** The settings screen: the sections the user's data calls for, the route's one open. */
export function AccountScreen({ records, section, children }: AccountScreenProps) {
  const sections = visibleAccountSections({
    todoItemCount: todoItemCount(records.todoLists),
    emailNoticesFlag: records.emailNoticesFlag,
  });
  const content: Record<AccountSection, () => ReactNode> = {
    profile: () => <ProfilePanel records={records} />,
    photo: () => <PhotoPanel records={records} />,
    projectCommunications: () => <ProjectTodoLists lists={records.todoLists} headingLevel={3} />,
    generalCommunications: () => <GeneralCommunicationsPanel records={records} />,
    password: () => <PasswordPanel records={records} />,
    paymentMethods: () => (
      <PanelLoadFailure onRetry={paymentMethods.retry}>
        <Suspense fallback={<Spinner label="Loading" />}>
          <paymentMethods.Component records={records} />
        </Suspense>
      </PanelLoadFailure>
    ),
    documentDelivery: () => <DocumentDeliverySection userId={records.user.userId} />,
  };
  const panels: AccountSettingsPanel[] = sections.map((id) => ({ section: id, content: content[id]() }));
  // A route whose panel is hidden (no to-do items, no paperless flag) opens the profile instead.
  const open = sections.includes(section) ? section : 'profile';
  return (
    <>
      <AccountSettingsScreen panels={panels} defaultExpanded={[open]} />
      {children}
    </>
  );
}
