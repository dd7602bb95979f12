import { sitePaths, type UserContext } from '@hearth/data';
import { type HeaderKind, HomeownerHeader, InspectorHeader, ProHeader, useBrand } from '@hearth/ui';
import type { ReactNode } from 'react';
import { useAddress } from '../routing';
import { loadAskAProNotifications, loadBalances } from './proHeaderData';
import { photoSourcesOf } from './shellData';
import { useAsync } from './useAsync';

export type SignedInHeaderProps = {
  user: UserContext;
  kind: Exclude<HeaderKind, 'visitor'>;
  mobileMenuButton: ReactNode;
  onLogOut: () => void;
};

/**
 * The headers of signed-in people (homeowner, curator, pro, inspector), with their account
 * menus. Its own chunk: the login and sign-up pages, seen only by visitors, never load the menus.
 */
export function SignedInHeader({ user, kind, mobileMenuButton, onLogOut }: SignedInHeaderProps) {
  const { imagesHost } = useBrand();
  const location = useAddress();
  const companyId = user.hearthUser.companyId ?? null;
  const balances = useAsync(
    (signal) => (kind === 'pro' && companyId ? loadBalances(companyId, signal) : Promise.resolve(null)),
    [kind, companyId],
  );
  const askAPro = useAsync(
    (signal) => (companyId ? loadAskAProNotifications(companyId, signal) : Promise.resolve(false)),
    [companyId],
  );

  if (kind === 'inspector') {
    return (
      <InspectorHeader
        activePath={location.pathname}
        onLogOut={onLogOut}
        mobileMenuButton={mobileMenuButton}
      />
    );
  }
  if (kind === 'pro') {
    return (
      <ProHeader
        activePath={location.pathname}
        hasCompany={companyId !== null}
        // On the landing page for pros, the pro header offers to sign up another business.
        showSignUp={location.pathname.replace(/\/$/, '') === sitePaths.pro}
        pointsBalanceCents={balances?.pointsBalanceCents}
        rewardBalanceCents={balances?.rewardBalanceCents}
        onLogOut={onLogOut}
        mobileMenuButton={mobileMenuButton}
      />
    );
  }
  return (
    <HomeownerHeader
      firstName={user.hearthUser.firstName}
      photoSources={photoSourcesOf(user, imagesHost)}
      askAProNotifications={askAPro === true}
      isCurator={kind === 'curator'}
      onLogOut={onLogOut}
      mobileMenuButton={mobileMenuButton}
    />
  );
}
