'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../components/Icon';
import { ChevronDown } from '../../components/Icon/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  SettingsNav,
  SettingsNavLink,
  SettingsNavList,
  SettingsNavToggle,
  SettingsPane,
  SettingsRoot,
} from './SettingsLayout.styles';

/** One sub-page of the settings area, such as `{ label: 'Password', href: '/account/password' }`. */
export type SettingsNavItem = { label: string; href: string };

export type SettingsLayoutProps = {
  /** The sub-pages, in order. */
  items: readonly SettingsNavItem[];
  /** The `href` of the sub-page shown in the pane; its link gets `aria-current="page"`. */
  activeHref: string;
  /** The active pane. */
  children: ReactNode;
  /** The accessible name of the navigation landmark. @default 'Settings' */
  navLabel?: string;
  /**
   * The element of the pane. Use 'main' when this layout holds the page's main content; keep
   * 'section' (a region named `paneLabel`) when the app already has a `main` around it.
   * @default 'section'
   */
  paneAs?: 'main' | 'section' | 'div';
  /** The accessible name of the pane ('main' or 'section'). @default the active item's label */
  paneLabel?: string;
  /** Below the `md` breakpoint, start with the list of sub-pages open. @default false */
  defaultMenuOpen?: boolean;
};

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A settings area: a left navigation of sub-pages and the active pane. Below the `md` breakpoint
 * the navigation collapses above the pane into a button naming the current sub-page, which
 * shows and hides the list (disclosure navigation: Enter or Space toggles, Escape closes and
 * returns focus to the button). Tab moves through the links; arrow keys, Home and End also move
 * between them. The list closes when `activeHref` changes.
 */
export function SettingsLayout({
  items,
  activeHref,
  children,
  navLabel = 'Settings',
  paneAs = 'section',
  paneLabel,
  defaultMenuOpen = false,
}: SettingsLayoutProps) {
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [isExpanded, setIsExpanded] = useState(defaultMenuOpen);
  const [shownHref, setShownHref] = useState(activeHref);
  if (shownHref !== activeHref) {
    setShownHref(activeHref);
    setIsExpanded(false);
  }
  // Following a link below `md` hides the list the focus was in: move it to the toggle instead of
  // letting it fall back to the page. Only on a change of sub-page, never on the first render.
  const focusedHref = useRef(activeHref);
  useEffect(() => {
    if (focusedHref.current === activeHref) return;
    focusedHref.current = activeHref;
    const toggle = toggleRef.current;
    const focused = document.activeElement;
    const wasInList = focused === document.body || Boolean(focused && listRef.current?.contains(focused));
    if (toggle && toggle.offsetParent !== null && wasInList) toggle.focus();
  }, [activeHref]);
  const active = items.find((item) => item.href === activeHref);

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const toggle = toggleRef.current;
    // The toggle is only displayed below `md`; Escape means nothing while the list is a column.
    if (event.key === 'Escape' && isExpanded && toggle && toggle.offsetParent !== null) {
      event.preventDefault();
      setIsExpanded(false);
      toggle.focus();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = moves[event.key];
    if (!move) return;
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href]'));
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    links[move(index, links.length)]?.focus();
  };

  const label = paneAs === 'div' ? undefined : (paneLabel ?? active?.label);
  return (
    <SettingsRoot>
      <SettingsNav aria-label={navLabel} onKeyDown={onNavKeyDown}>
        <SettingsNavToggle
          ref={toggleRef}
          aria-expanded={isExpanded}
          aria-controls={listId}
          onPress={() => setIsExpanded((expanded) => !expanded)}
        >
          <span>
            <VisuallyHidden>{`${navLabel}: `}</VisuallyHidden>
            {active?.label ?? navLabel}
          </span>
          <Icon as={ChevronDown} />
        </SettingsNavToggle>
        <SettingsNavList
          ref={listRef}
          id={listId}
          data-expanded={isExpanded || undefined}
          onKeyDown={onListKeyDown}
        >
          {items.map((item) => (
            <li key={item.href}>
              <SettingsNavLink href={item.href} aria-current={item.href === activeHref ? 'page' : undefined}>
                {item.label}
              </SettingsNavLink>
            </li>
          ))}
        </SettingsNavList>
      </SettingsNav>
      <SettingsPane key={activeHref} as={paneAs} aria-label={label}>
        {children}
      </SettingsPane>
    </SettingsRoot>
  );
}
