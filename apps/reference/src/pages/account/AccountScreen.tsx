import {
  type AccountSection,
  type AccountSettingsPanel,
  AccountSettingsScreen,
  ProjectTodoLists,
  visibleAccountSections,
} from '@hearth/ui';
import type { ReactNode } from 'react';
import { type AccountRecords, todoItemCount } from '../../flows/account/records';
import { GeneralCommunicationsPanel } from './panels/GeneralCommunicationsPanel';
import { PasswordPanel } from './panels/PasswordPanel';
import { PaymentMethodsSection } from './panels/PaymentMethodsSection';
import { ProfilePanel } from './panels/ProfilePanel';
import { DocumentDeliverySection, PhotoPanel } from './panels/SmallPanels';

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
    paymentMethods: () => <PaymentMethodsSection records={records} />,
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
