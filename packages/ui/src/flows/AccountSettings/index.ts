export {
  ACCOUNT_SETTINGS_TITLE,
  type AccountSettingsPanel,
  AccountSettingsScreen,
  type AccountSettingsScreenProps,
} from './AccountSettingsScreen';
export {
  ACCOUNT_SECTION_TITLES,
  ACCOUNT_SECTIONS,
  type AccountSection,
  type SectionFacts,
  visibleAccountSections,
} from './sections';
