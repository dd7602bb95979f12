import { ACCOUNT_BY_ID_PAGES } from '@hearth/data';
import type { AccountSection } from '@hearth/ui';

/** The account pages (spec 02 §2 route table) and the panel each one opens. */
export const ACCOUNT_ROUTE_SECTIONS: Readonly<Record<string, AccountSection>> = {
  settings: 'profile',
  photo: 'photo',
  password: 'password',
  'payment-methods': 'paymentMethods',
  'project-communications': 'projectCommunications',
  // "Content not shown" in the spec: it opens the panel that holds the communication choices.
  'notification-promotions': 'generalCommunications',
  'document-delivery': 'documentDelivery',
  'general-communications': 'generalCommunications',
};

/**
 * The module of each panel but Profile Information (the page's own, open on /account/settings):
 * its own chunk, loaded when the panel first opens (AccountScreen.tsx), and preloaded by the HTML
 * of the address that opens it (pageRoutes.ts `addressModules`).
 */
export const ACCOUNT_PANEL_MODULES = {
  photo: 'src/pages/account/panels/PhotoPanel.tsx',
  projectCommunications: 'src/pages/account/panels/ProjectCommunicationsPanel.tsx',
  generalCommunications: 'src/pages/account/panels/GeneralCommunicationsPanel.tsx',
  password: 'src/pages/account/panels/PasswordPanel.tsx',
  paymentMethods: 'src/pages/account/panels/PaymentMethodsSection.tsx',
  documentDelivery: 'src/pages/account/panels/DocumentDeliverySection.tsx',
} as const satisfies Record<LazyAccountSection, string>;

export type LazyAccountSection = Exclude<AccountSection, 'profile'>;
export type AccountPanelModule = (typeof ACCOUNT_PANEL_MODULES)[LazyAccountSection];

/** The pages that also exist as a curator's by-id view (`/account/<page>/<userId>`). */
export const BY_ID_PAGES: ReadonlySet<string> = new Set(ACCOUNT_BY_ID_PAGES);

export const CURATOR_ROLE = 'CURATOR';

/** Not in the spec: where the back office shows a user (the curator's password-reset link). */
export const backOfficeUserHref = (userId: number) => `/back-office/users/${userId}`;
