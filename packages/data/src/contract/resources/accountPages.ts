/**
 * The account pages that also exist as a curator's view of a customer, `/account/<page>/<userId>`
 * (spec 02 §2): the API guards them and the app routes them.
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
