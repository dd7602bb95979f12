import { messages } from '@hearth/machines';

/** The panels of the settings screen, in the screen's order. */
export const ACCOUNT_SECTIONS = [
  'profile',
  'photo',
  'projectCommunications',
  'generalCommunications',
  'password',
  'paymentMethods',
  'documentDelivery',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Each panel's title: the spec's, from the catalogue. */
export const ACCOUNT_SECTION_TITLES: Readonly<Record<AccountSection, string>> = messages.accountSettings;

export type SectionFacts = {
  /** How many to-do items the user has. */
  todoItemCount: number;
  /** The email-notices (paperless) flag: null or undefined while it is not known. */
  emailNoticesFlag: boolean | null | undefined;
};

/**
 * The sections the screen shows: Project Communications only with at least one to-do item,
 * Document delivery only when the email-notices flag is known to be true or false.
 */
export function visibleAccountSections({ todoItemCount, emailNoticesFlag }: SectionFacts): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => {
    if (section === 'projectCommunications') return todoItemCount > 0;
    if (section === 'documentDelivery') return typeof emailNoticesFlag === 'boolean';
    return true;
  });
}
