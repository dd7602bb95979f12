'use client';

import { useId } from 'react';
import { Icon } from '../../components/Icon';
import { Home } from '../../components/Icon/icons';
import { useSitePaths } from '../../provider/sitePaths';
import { useWebHref } from '../shared/href';
import { PanelSection, PanelSectionTitle } from '../shared/NavDropdown.styles';
import { NavPanelLink, NavPanelSection, panelColumns } from '../shared/NavPanel';
import { GroupStack, ResourcesGrid, Tile, TileImage, TileList } from './DesktopHeader.styles';
import { insuranceLinks, movingLinks } from './links';
import type { AdviceTile, HeaderLink, HeaderResources, RepairAndImproveLinks } from './types';

export function InsurancePanel() {
  const paths = useSitePaths();
  return (
    <NavPanelSection aria-label="Insurance">
      {insuranceLinks.map((link) => (
        <NavPanelLink key={link.page} href={paths[link.page]}>
          {link.name}
        </NavPanelLink>
      ))}
    </NavPanelSection>
  );
}

export function MovingPanel({ moversUrl }: { moversUrl: string }) {
  const paths = useSitePaths();
  return (
    <NavPanelSection aria-label="Moving">
      <NavPanelLink href={paths[movingLinks.checklist.page]}>{movingLinks.checklist.name}</NavPanelLink>
      <NavPanelLink href={moversUrl} isExternal>
        {movingLinks.moversLabel}
      </NavPanelLink>
      {movingLinks.rest.map((link) => (
        <NavPanelLink key={link.page} href={paths[link.page]}>
          {link.name}
        </NavPanelLink>
      ))}
    </NavPanelSection>
  );
}

function LinkGroup({ title, links }: { title: string; links: readonly HeaderLink[] }) {
  if (links.length === 0) return null;
  return (
    <NavPanelSection title={title} columns={panelColumns(links.length)}>
      {links.map((link) => (
        <NavPanelLink key={`${link.href} ${link.name}`} href={link.href}>
          {link.name}
        </NavPanelLink>
      ))}
    </NavPanelSection>
  );
}

/** Professionals (company types) above Projects (service types); 4 columns, 1 for a single link. */
export function RepairAndImprovePanel({ links }: { links: RepairAndImproveLinks }) {
  return (
    <GroupStack>
      <LinkGroup title="Professionals" links={links.professionals} />
      <LinkGroup title="Projects" links={links.projects} />
    </GroupStack>
  );
}

function AdviceTileLink({ tile }: { tile: AdviceTile }) {
  const webHref = useWebHref();
  return (
    <li>
      <Tile href={webHref(tile.href)}>
        <TileImage>
          {tile.imageUrl ? <img src={tile.imageUrl} alt="" /> : <Icon as={Home} size="lg" />}
        </TileImage>
        {tile.title}
      </Tile>
    </li>
  );
}

function AdviceTiles({ tiles }: { tiles: readonly AdviceTile[] }) {
  const titleId = useId();
  return (
    <PanelSection>
      <PanelSectionTitle id={titleId}>Advice</PanelSectionTitle>
      <TileList aria-labelledby={titleId}>
        {tiles.map((tile) => (
          <AdviceTileLink key={tile.href} tile={tile} />
        ))}
      </TileList>
    </PanelSection>
  );
}

/** Advice tiles, the popular cost guides and the featured cities. */
export function ResourcesPanel({ resources }: { resources: HeaderResources }) {
  const { adviceTiles, costGuides, featuredCities } = resources;
  const paths = useSitePaths();
  return (
    <ResourcesGrid>
      {adviceTiles.length > 0 ? (
        <div data-area="tiles">
          <AdviceTiles tiles={adviceTiles} />
        </div>
      ) : null}
      {costGuides.length > 0 ? (
        <div data-area="guides">
          <NavPanelSection title="Popular cost guides" columns={costGuides.length === 1 ? 1 : 3}>
            {costGuides.map((guide) => (
              <NavPanelLink key={guide.slug} href={`${paths.costGuides}/${encodeURIComponent(guide.slug)}`}>
                {guide.name}
              </NavPanelLink>
            ))}
          </NavPanelSection>
        </div>
      ) : null}
      {featuredCities.length > 0 ? (
        <div data-area="cities">
          <NavPanelSection title="Featured cities">
            {featuredCities.map((city) => (
              <NavPanelLink key={city.href} href={city.href}>
                {`${city.cityName}, ${city.provinceCode}`}
              </NavPanelLink>
            ))}
          </NavPanelSection>
        </div>
      ) : null}
    </ResourcesGrid>
  );
}
