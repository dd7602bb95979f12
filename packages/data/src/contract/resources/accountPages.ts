/**
 * The account pages that also exist as a curator's view of a customer, `/account/<page>/<userId>`:
 * the API guards them and the app routes them.
 */
export const ACCOUNT_BY_ID_PAGES = [
  'project-communications',
  'general-communications',
  'payment-methods',
  'photo',
  'password',
  'settings',
  'document-delivery',
] as const;

/**
 * The legacy account pages and the page each now is (a 301 on the server, login
 * required). The app follows them too, for a link to one that it navigates itself.
 */
export const LEGACY_ACCOUNT_PAGES = {
  'change-password': 'settings',
  'notification-settings': 'general-communications',
} as const satisfies Record<string, (typeof ACCOUNT_BY_ID_PAGES)[number]>;
