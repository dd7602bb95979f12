import type { SessionDto } from '@hearth/data';
import {
  DesktopHeader,
  HomeownerHeader,
  InspectorHeader,
  MobileMenuButton,
  ProHeader,
  selectHeader,
  useBrand,
} from '@hearth/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOpenAuthModal } from './AuthModalHost';
import {
  loadAskAProNotifications,
  loadBalances,
  loadHeaderData,
  photoSourcesOf,
  toRepairAndImprove,
  toResources,
} from './shellData';
import { useAsync } from './useAsync';

/** Where the Movers entry of the Moving dropdown goes (an external partner). */
const MOVERS_URL = 'https://movers.hearth.example';
const INSURANCE_ENABLED = import.meta.env.VITE_HEARTH_INSURANCE === 'true';

type ShellHeaderProps = {
  session: SessionDto;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onLogOut: () => void;
};

/** The header for whoever is signed in (spec 01 §2, §6), fed from the API. */
export function ShellHeader({ session, menuOpen, onMenuOpenChange, onLogOut }: ShellHeaderProps) {
  const { imagesHost } = useBrand();
  const location = useLocation();
  const openAuthModal = useOpenAuthModal();
  // On the login and sign-up pages themselves the header's actions are plain links.
  const onAuthRequest = /^\/(login|signup)\/?$/.test(location.pathname) ? undefined : openAuthModal;
  const user = session.userContext;
  const companyId = user?.hearthUser.companyId ?? null;
  const kind = selectHeader(user ? { loggedIn: true, roles: user.roles, companyId } : null);
  const headerData = useAsync(loadHeaderData, []);
  const balances = useAsync(
    (signal) => (kind === 'pro' && companyId ? loadBalances(companyId, signal) : Promise.resolve(null)),
    [kind, companyId],
  );
  const askAPro = useAsync(
    (signal) => (companyId ? loadAskAProNotifications(companyId, signal) : Promise.resolve(false)),
    [companyId],
  );
  const menuButton: ReactNode = <MobileMenuButton isOpen={menuOpen} onOpenChange={onMenuOpenChange} />;

  if (!user || kind === 'visitor') {
    return (
      <DesktopHeader
        links={headerData ? toRepairAndImprove(headerData) : { professionals: [], projects: [] }}
        resources={
          headerData
            ? toResources(headerData, new Date())
            : { adviceTiles: [], costGuides: [], featuredCities: [] }
        }
        insuranceEnabled={INSURANCE_ENABLED}
        moversUrl={MOVERS_URL}
        currentUrl={`${window.location.origin}${location.pathname}${location.search}`}
        mobileMenuButton={menuButton}
        onAuthRequest={onAuthRequest}
      />
    );
  }
  if (kind === 'inspector') {
    return (
      <InspectorHeader activePath={location.pathname} onLogOut={onLogOut} mobileMenuButton={menuButton} />
    );
  }
  if (kind === 'pro') {
    return (
      <ProHeader
        activePath={location.pathname}
        hasCompany={companyId !== null}
        showSignUp={false}
        pointsBalanceCents={balances?.pointsBalanceCents}
        rewardBalanceCents={balances?.rewardBalanceCents}
        onLogOut={onLogOut}
        mobileMenuButton={menuButton}
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
      mobileMenuButton={menuButton}
    />
  );
}
