/* Story content for SettingsLayout: the account settings sub-pages (spec 02 §1, §2). */
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { SettingsLayout, type SettingsLayoutProps, type SettingsNavItem } from './SettingsLayout';

export const accountSettingsItems: readonly SettingsNavItem[] = [
  { label: 'Profile', href: '/account/settings' },
  { label: 'Photo', href: '/account/photo' },
  { label: 'Project Communications', href: '/account/project-communications' },
  { label: 'General Communications', href: '/account/general-communications' },
  { label: 'Password', href: '/account/password' },
  { label: 'Payment Methods', href: '/account/payment-methods' },
  { label: 'Document delivery', href: '/account/document-delivery' },
];

const summaries: Record<string, string> = {
  '/account/settings': 'First name, last name, mobile number, email and home address.',
  '/account/photo': 'Your profile picture. Choose an image to change it.',
  '/account/project-communications': 'To-do items from your projects.',
  '/account/general-communications': 'The emails you get from us, by subscription.',
  '/account/password': 'Change your password, or set one if you sign in without it.',
  '/account/payment-methods': 'The cards you saved for paying pros.',
  '/account/document-delivery': 'Paperless delivery of your insurance documents.',
};

/** The pane of one sub-page: its heading and what it holds. */
export function SettingsPaneContent({ href }: { href: string }) {
  const item = accountSettingsItems.find((entry) => entry.href === href);
  return (
    <>
      <h2>{item?.label}</h2>
      <p>{summaries[href]}</p>
    </>
  );
}

/**
 * The layout with in-memory routing: following a link makes it the active sub-page, as the app's
 * router would, without leaving the story.
 */
export function RoutedSettingsLayout({ activeHref, ...props }: Omit<SettingsLayoutProps, 'children'>) {
  const [current, setCurrent] = useState(activeHref);
  return (
    <RouterProvider navigate={setCurrent}>
      <SettingsLayout {...props} activeHref={current}>
        <SettingsPaneContent href={current} />
      </SettingsLayout>
    </RouterProvider>
  );
}
