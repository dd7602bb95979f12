export {
  type ContactPreferenceRow,
  type ContactPreferences,
  type ContactPreferencesInput,
  type ContactPreferencesKey,
  contactPreferencesMachine,
  type LoadPreferencesInput,
  type SavePreferencesInput,
} from './contactPreferences.machine';
