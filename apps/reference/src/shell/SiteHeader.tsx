import { DesktopHeader } from '@hearth/ui';
import { type ReactNode, useMemo } from 'react';
import { runtimeSettings } from '../runtimeSettings';
import { loadHeaderData, toRepairAndImprove, toResources } from './shellData';
import { useAsync } from './useAsync';
import { useVisitorAuthLinks } from './visitorAuthLinks';

/** Where the Movers entry of the Moving dropdown goes (an external partner). */
const MOVERS_URL = 'https://movers.hearth.example';

const NO_LINKS = { professionals: [], projects: [] };
const NO_RESOURCES = { adviceTiles: [], costGuides: [], featuredCities: [] };

export type SiteHeaderProps = { mobileMenuButton: ReactNode };

/**
 * The logged-out header, with the site's dropdowns and Sign up / Log in. Its own chunk: on a
 * prerendered page it is an island (ShellHeader.tsx), loaded when first reached for.
 */
export function SiteHeader({ mobileMenuButton }: SiteHeaderProps) {
  const { currentUrl, onAuthRequest } = useVisitorAuthLinks();
  const headerData = useAsync(loadHeaderData, []);
  // The same objects until the header's data comes: the header's dropdowns then render again only
  // for it, not when the return address gets the page's origin.
  const links = useMemo(() => (headerData ? toRepairAndImprove(headerData) : NO_LINKS), [headerData]);
  const resources = useMemo(
    () => (headerData ? toResources(headerData, new Date()) : NO_RESOURCES),
    [headerData],
  );
  return (
    <DesktopHeader
      links={links}
      resources={resources}
      insuranceEnabled={runtimeSettings.insuranceEnabled}
      moversUrl={MOVERS_URL}
      currentUrl={currentUrl}
      mobileMenuButton={mobileMenuButton}
      onAuthRequest={onAuthRequest}
    />
  );
}
