'use client';

import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Icon } from '../../../components/Icon';
import { User } from '../../../components/Icon/icons';
import { MenuItem, MenuSeparator } from '../../../components/Menu';
import { HeaderActionLink, HeaderBar, HeaderLogo } from '../../shared/HeaderBar';
import { useWebHref } from '../../shared/href';
import { formatCents } from '../formatCents';
import type { HeaderTab } from '../parts/activeTab';
import { HeaderMenu } from '../parts/HeaderMenu';
import { HeaderTabs, MobileHeaderRow, NotificationsLink } from '../parts/HeaderParts';
import { Balance, BalanceAmount, BalanceLabel, BalanceList } from './ProHeader.styles';

/** The pro header's tabs (spec 01 §2, route table). */
export const PRO_TABS: readonly HeaderTab[] = [
  { name: 'Dashboard', path: '/pro/dashboard' },
  { name: 'Profile', path: '/pro/profile' },
  { name: 'Finances', path: '/pro/finances' },
  { name: 'Settings', path: '/pro/settings' },
];

/** Where the pro Sign up button goes. */
export const PRO_SIGN_UP_PATH = '/pro/account/create/account-create';

export type ProHeaderProps = {
  /** The path of the current page, such as `/pro/finances`; its tab (or parent tab) is marked current. */
  activePath?: string;
  /**
   * The user has a company: the account menu's first link is User Information
   * (`/pro/settings/user-information`); without one it is Account Settings (`/account/settings`).
   * @default true
   */
  hasCompany?: boolean;
  /** Show the Sign up button (to `/pro/account/create/account-create`). @default false */
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
 * notifications bell (to `/ask-a-pro`) and the account menu (User Information or Account
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
  const href = useWebHref();
  const signUp = showSignUp ? (
    <HeaderActionLink href={PRO_SIGN_UP_PATH} variant="primary">
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
        <MenuItem href={href('/pro/settings/user-information')}>User Information</MenuItem>
      ) : (
        <MenuItem href={href('/account/settings')}>Account Settings</MenuItem>
      )}
      <MenuItem href={href('/account/password')}>Change Password</MenuItem>
      <MenuSeparator />
      <MenuItem id={LOG_OUT}>Log out</MenuItem>
    </HeaderMenu>
  );

  return (
    <div>
      <HeaderBar
        logo={<HeaderLogo />}
        navigation={<HeaderTabs label="Pro" tabs={PRO_TABS} activePath={activePath} />}
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
          <MobileHeaderRow label="Pro" tabs={PRO_TABS} activePath={activePath}>
            <Balances points={pointsBalanceCents} reward={rewardBalanceCents} layout="row" />
          </MobileHeaderRow>
        }
      />
    </div>
  );
}
