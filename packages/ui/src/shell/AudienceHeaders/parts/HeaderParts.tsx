'use client';

/*
 * Pieces the homeowner, pro and inspector headers share on top of `shell/shared`: tabs (in the
 * bar from `lg` up, in a row under it below), the notifications bell, and the stand-in for the
 * bar's actions on small screens.
 */
import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { Bell } from '../../../components/Icon/icons';
import { HeaderNav, HeaderNavItem } from '../../shared/HeaderBar';
import { useSiteHref, useWebHref } from '../../shared/href';
import { activeTab, type HeaderTab } from './activeTab';
import { IconControl, MobileRow, MobileTabList, TabLink } from './HeaderParts.styles';

export type HeaderTabsProps = {
  /** The accessible name of the `nav` landmark, such as 'Pro'. */
  label: string;
  tabs: readonly HeaderTab[];
  /** The path of the current page; its tab gets `aria-current="page"`. */
  activePath?: string;
};

function Tab({ tab, isCurrent }: { tab: HeaderTab; isCurrent: boolean }) {
  const href = useWebHref();
  return (
    <TabLink href={href(tab.path)} aria-current={isCurrent ? 'page' : undefined}>
      {tab.name}
    </TabLink>
  );
}

/** The tabs as the bar's navigation (shown from `lg` up by `HeaderBar`). */
export function HeaderTabs({ label, tabs, activePath }: HeaderTabsProps) {
  const active = activeTab(tabs, activePath);
  return (
    <HeaderNav aria-label={label}>
      {tabs.map((tab) => (
        <HeaderNavItem key={tab.path}>
          <Tab tab={tab} isCurrent={tab === active} />
        </HeaderNavItem>
      ))}
    </HeaderNav>
  );
}

export type MobileHeaderRowProps = Partial<HeaderTabsProps> & {
  /** Shown under the tabs, such as the pro balances. */
  children?: ReactNode;
};

/** The row under the bar below `lg`: the same tabs, scrolling sideways, then `children`. */
export function MobileHeaderRow({ label, tabs, activePath, children }: MobileHeaderRowProps) {
  const active = tabs ? activeTab(tabs, activePath) : undefined;
  return (
    <MobileRow>
      {label && tabs ? (
        <nav aria-label={label}>
          <MobileTabList>
            {tabs.map((tab) => (
              <li key={tab.path}>
                <Tab tab={tab} isCurrent={tab === active} />
              </li>
            ))}
          </MobileTabList>
        </nav>
      ) : null}
      {children}
    </MobileRow>
  );
}

/** The notifications bell: an icon-only link to the `notifications` page, named 'Notifications'. */
export function NotificationsLink() {
  const href = useSiteHref();
  return (
    <IconControl href={href('notifications')} aria-label="Notifications">
      <Icon as={Bell} />
    </IconControl>
  );
}
