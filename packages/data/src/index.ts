/** The rules the forms and the API share: what an email address is, the login address of an account page. */
export { EMAIL_PATTERN, GENERAL_COMMUNICATIONS_PATH, isEmail, loginRedirectPath } from '@hearth/rules';
export * from './client';
export * from './contract';
export * from './providers/cards';
export * from './providers/geocoding';
export * from './selectors';
export {
  DEFAULT_RUNTIME_SETTINGS,
  RUNTIME_SETTINGS_ELEMENT_ID,
  type RuntimeSettings,
  readRuntimeSettings,
  runtimeSettingsElement,
} from './site/runtimeSettings';
export { sitePaths } from './site/sitePaths';
