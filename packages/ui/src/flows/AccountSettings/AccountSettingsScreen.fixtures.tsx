/* Story helpers: the screen with simple stand-in content per section (each section's own view has its own stories). */
import type { AccountViewer } from '../shared/AccountView';
import { AccountViewProvider } from '../shared/AccountView';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import { type SectionFacts, visibleAccountSections } from './sections';

const standIns = {
  profile: 'Your name, mobile number, email and home address.',
  photo: 'The photo pros see next to your requests.',
  projectCommunications: 'The to-do lists of your projects.',
  generalCommunications: 'The emails we send you.',
  password: 'The password you log in with.',
  paymentMethods: 'Your saved cards.',
  documentDelivery: 'Paperless delivery of your documents.',
} as const;

export type AccountSettingsHarnessProps = SectionFacts & { viewer?: AccountViewer; loading?: boolean };

export function AccountSettingsHarness({
  viewer = { kind: 'owner' },
  loading = false,
  ...facts
}: AccountSettingsHarnessProps) {
  const panels = visibleAccountSections(facts).map((section) => ({
    section,
    content: <p>{standIns[section]}</p>,
  }));
  return (
    <AccountViewProvider viewer={viewer}>
      {loading ? <AccountSettingsScreen loading /> : <AccountSettingsScreen panels={panels} />}
    </AccountViewProvider>
  );
}
