export {
  CALLS_FAQ_LINKS,
  CALLS_TITLE,
  CallsInformation,
  type CallsInformationProps,
} from './CallsInformation';
export {
  CONTACT_PREFERENCES_TITLE,
  type ContactPreferencesActor,
  ContactPreferencesTable,
  type ContactPreferencesTableProps,
  PREFERENCES_SAVED_MESSAGE,
} from './ContactPreferencesTable';
