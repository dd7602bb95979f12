'use client';

import { type ReactNode, useId } from 'react';
import { Icon } from '../../components/Icon';
import { ExternalLink } from '../../components/Icon/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useWebHref } from './href';
import {
  ExternalMark,
  PanelLinkItem,
  PanelList,
  PanelSection,
  PanelSectionTitle,
} from './NavDropdown.styles';

/** The default number of columns of a group of links in a dropdown panel. */
export const DEFAULT_PANEL_COLUMNS = 4;

export type PanelColumns = 1 | 2 | 3 | 4;

/** Columns for a group of links: 1 for a group with a single link, else `DEFAULT_PANEL_COLUMNS`. */
export function panelColumns(linkCount: number): PanelColumns {
  return linkCount === 1 ? 1 : DEFAULT_PANEL_COLUMNS;
}

export type NavPanelSectionProps = {
  /** The visible title, which also names the list of links. Leave it out for a single plain list. */
  title?: string;
  /** Names the list when it has no visible title, such as the dropdown's label. */
  'aria-label'?: string;
  /** How many columns the links flow down. @default 1 */
  columns?: PanelColumns;
  /** `NavPanelLink`s. */
  children: ReactNode;
};

/** A list of links in a dropdown panel, with an optional title that names it. */
export function NavPanelSection({
  title,
  'aria-label': ariaLabel,
  columns = 1,
  children,
}: NavPanelSectionProps) {
  const titleId = useId();
  return (
    <PanelSection>
      {title ? <PanelSectionTitle id={titleId}>{title}</PanelSectionTitle> : null}
      <PanelList
        data-columns={columns}
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
      >
        {children}
      </PanelList>
    </PanelSection>
  );
}

export type NavPanelLinkProps = {
  /** A site path (prefixed with the web base address) or, with `isExternal`, a full URL. */
  href: string;
  children: ReactNode;
  /**
   * The link leaves the site: it opens in a new tab (`target="_blank"`, `rel="noopener
   * noreferrer"`), shows an external-link icon and tells screen readers so. @default false
   */
  isExternal?: boolean;
  /** What screen readers hear after an external link's text. @default '(opens in a new tab)' */
  newTabLabel?: string;
};

/** One link (an `<li>`) of a `NavPanelSection`. */
export function NavPanelLink({
  href,
  children,
  isExternal = false,
  newTabLabel = '(opens in a new tab)',
}: NavPanelLinkProps) {
  const webHref = useWebHref();
  return (
    <li>
      {isExternal ? (
        <PanelLinkItem href={href} target="_blank" rel="noopener noreferrer" data-external="">
          {children}
          <ExternalMark>
            <Icon as={ExternalLink} size="sm" />
          </ExternalMark>
          <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
        </PanelLinkItem>
      ) : (
        <PanelLinkItem href={webHref(href)}>{children}</PanelLinkItem>
      )}
    </li>
  );
}
