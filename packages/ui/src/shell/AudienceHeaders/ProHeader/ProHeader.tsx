'use client';

import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Icon } from '../../../components/Icon';
import { User } from '../../../components/Icon/icons';
import { MenuItem, MenuSeparator } from '../../../components/Menu';
import { useSitePaths } from '../../../provider/sitePaths';
import { HeaderActionLink, HeaderBar, HeaderLogo } from '../../shared/HeaderBar';
import { useSiteHref } from '../../shared/href';
import { formatCents } from '../formatCents';
import { type SiteTab, useSiteTabs } from '../parts/activeTab';
import { HeaderMenu } from '../parts/HeaderMenu';
import { HeaderTabs, MobileHeaderRow, NotificationsLink } from '../parts/HeaderParts';
import { Balance, BalanceAmount, BalanceLabel, BalanceList } from './ProHeader.styles';

/** The pro header's tabs. */
export const PRO_TABS: readonly SiteTab[] = [
  { name: 'Dashboard', page: 'proDashboard' },
  { name: 'Profile', page: 'proProfile' },
  { name: 'Finances', page: 'proFinances' },
  { name: 'Settings', page: 'proSettings' },
];

export type ProHeaderProps = {
  /** The path of the current page, such as `/pro/finances`; its tab (or parent tab) is marked current. */
  activePath?: string;
  /**
   * The user has a company: the account menu's first link is User Information
   * (`proUserInformation`); without one it is Account Settings (`accountSettings`).
   * @default true
   */
  hasCompany?: boolean;
  /** Show the Sign up button (to the `proSignUp` page). @default false */
  showSignUp?: boolean;
  /** The pro points balance in cents (balanceInPenny); hidden when unknown (the call is optional and may time out). */
  pointsBalanceCents?: number;
  /** The pro reward balance in cents; hidden when unknown (a failed call is ignored). */
  rewardBalanceCents?: number;
  /** Called when the user chooses Log out in the account menu. */
  onLogOut: () => void;
  /**
   * The button that opens the mobile menu, shown below the `lg` breakpoint in place of the
   * account menu (the mobile menu carries the account links there).
   */
  mobileMenuButton?: ReactNode;
};

const LOG_OUT: Key = 'log-out';

function Balances({ points, reward, layout }: { points?: number; reward?: number; layout: 'bar' | 'row' }) {
  if (points === undefined && reward === undefined) return null;
  return (
    <BalanceList data-layout={layout}>
      {points === undefined ? null : (
        <Balance>
          <BalanceLabel>Points balance</BalanceLabel>
          <BalanceAmount>{formatCents(points)}</BalanceAmount>
        </Balance>
      )}
      {reward === undefined ? null : (
        <Balance>
          <BalanceLabel>Reward balance</BalanceLabel>
          <BalanceAmount>{formatCents(reward)}</BalanceAmount>
        </Balance>
      )}
    </BalanceList>
  );
}

/**
 * The header of a pro (a user with a company): the Dashboard, Profile, Finances and Settings
 * tabs, the points and reward balances (each only when known), an optional Sign up button, the
 * notifications bell and the account menu (User Information or Account
 * Settings, Change Password, Log out). Below the `lg` breakpoint the tabs and balances move to a
 * row under the bar, and the mobile menu button replaces the account menu.
 */
export function ProHeader({
  activePath,
  hasCompany = true,
  showSignUp = false,
  pointsBalanceCents,
  rewardBalanceCents,
  onLogOut,
  mobileMenuButton,
}: ProHeaderProps) {
  const href = useSiteHref();
  const paths = useSitePaths();
  const tabs = useSiteTabs(PRO_TABS);
  const signUp = showSignUp ? (
    <HeaderActionLink href={paths.proSignUp} variant="primary">
      Sign up
    </HeaderActionLink>
  ) : null;
  const accountMenu = (
    <HeaderMenu
      label={<Icon as={User} />}
      aria-label="Account menu"
      placement="bottom end"
      onAction={(key) => {
        if (key === LOG_OUT) onLogOut();
      }}
    >
      {hasCompany ? (
        <MenuItem href={href('proUserInformation')}>User Information</MenuItem>
      ) : (
        <MenuItem href={href('accountSettings')}>Account Settings</MenuItem>
      )}
      <MenuItem href={href('changePassword')}>Change Password</MenuItem>
      <MenuSeparator />
      <MenuItem id={LOG_OUT}>Log out</MenuItem>
    </HeaderMenu>
  );

  return (
    <div>
      <HeaderBar
        logo={<HeaderLogo />}
        navigation={<HeaderTabs label="Pro" tabs={tabs} activePath={activePath} />}
        actions={
          <>
            <Balances points={pointsBalanceCents} reward={rewardBalanceCents} layout="bar" />
            {signUp}
            <NotificationsLink />
            {accountMenu}
          </>
        }
        mobileActions={
          <>
            {signUp}
            <NotificationsLink />
            {mobileMenuButton ?? accountMenu}
          </>
        }
        below={
          <MobileHeaderRow label="Pro" tabs={tabs} activePath={activePath}>
            <Balances points={pointsBalanceCents} reward={rewardBalanceCents} layout="row" />
          </MobileHeaderRow>
        }
      />
    </div>
  );
}
