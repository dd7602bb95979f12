'use client';

import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { LogOut, Settings } from '../../../components/Icon/icons';
import { IconButton } from '../../../components/IconButton';
import { useSitePaths } from '../../../provider/sitePaths';
import { HeaderActionLink, HeaderBar, HeaderLogo } from '../../shared/HeaderBar';
import { useSiteHref } from '../../shared/href';
import { type SiteTab, useSiteTabs } from '../parts/activeTab';
import { HeaderTabs, MobileHeaderRow } from '../parts/HeaderParts';
import { IconControl, TextButton } from '../parts/HeaderParts.styles';

/**
 * The inspector header's tabs. The third is named 'Inspector Settings' so it is not confused with the account's Settings link.
 */
export const INSPECTOR_TABS: readonly SiteTab[] = [
  { name: 'Referrals', page: 'inspectorReferrals' },
  { name: 'Payout', page: 'inspectorPayout' },
  { name: 'Inspector Settings', page: 'inspectorSettings' },
];

export type InspectorHeaderProps = {
  /** The path of the current page, such as `/inspector/payout`; its tab is marked current. */
  activePath?: string;
  /** Called when the user presses Log out. */
  onLogOut: () => void;
  /** The button that opens the mobile menu, shown below the `lg` breakpoint. */
  mobileMenuButton?: ReactNode;
};

/**
 * The header of a referral inspector (role RER_REFERRAL_INSPECTOR): the Referrals, Payout and
 * Inspector Settings tabs, Settings (the account settings) and Log out.
 * Below the `lg` breakpoint the tabs move to a row under the bar and Settings and Log out
 * become named icon buttons.
 */
export function InspectorHeader({ activePath, onLogOut, mobileMenuButton }: InspectorHeaderProps) {
  const href = useSiteHref();
  const paths = useSitePaths();
  const tabs = useSiteTabs(INSPECTOR_TABS);
  return (
    <div>
      <HeaderBar
        logo={<HeaderLogo />}
        navigation={<HeaderTabs label="Inspector" tabs={tabs} activePath={activePath} />}
        actions={
          <>
            <HeaderActionLink href={paths.accountSettings}>Settings</HeaderActionLink>
            <TextButton onPress={onLogOut}>Log out</TextButton>
          </>
        }
        mobileActions={
          <>
            <IconControl href={href('accountSettings')} aria-label="Settings">
              <Icon as={Settings} />
            </IconControl>
            <IconButton icon={LogOut} aria-label="Log out" shape="round" onPress={onLogOut} />
            {mobileMenuButton}
          </>
        }
        below={<MobileHeaderRow label="Inspector" tabs={tabs} activePath={activePath} />}
      />
    </div>
  );
}
