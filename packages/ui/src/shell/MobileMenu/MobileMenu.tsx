'use client';

import { Smartphone } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ChevronRight, LogOut, Settings, X } from '../../components/Icon/icons';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useSitePaths } from '../../provider/sitePaths';
import type { AuthRequestMode } from '../DesktopHeader/DesktopHeader';
import { type PageLink, useSiteHref, useWebHref, withReturnTo } from '../shared/href';
import { openInPlace } from '../shared/interaction';
import {
  ACCOUNT_LINKS,
  activeProjectsBadge,
  activeProjectsLabel,
  DISCOVER_LINKS,
  LOGGED_OUT_LINKS,
  NAVIGATION_LINKS,
} from './links';
import {
  AccountToggle,
  AuthActions,
  AuthLink,
  CountBadge,
  MenuAction,
  MenuDialog,
  MenuFooter,
  MenuLink,
  MenuList,
  MenuNav,
  MenuOverlay,
  MenuPanel,
  MenuTitle,
  MenuTopBar,
  Profile,
  ProfileIdentity,
  ProfileName,
} from './MobileMenu.styles';

/** The signed-in person as the menu shows them. */
export type MobileMenuUser = {
  /** The name the person chose to be shown by; preferred over `firstName`. */
  displayName?: string | null;
  firstName?: string | null;
  /** Photo URLs to try in order (see `Avatar`); with none, or when all fail, an icon is shown. */
  photoSources?: readonly string[];
};

export type MobileMenuVariant = 'default' | 'discover';

export type MobileMenuProps = {
  /** Whether the menu is open. The app owns this state and shares it with `MobileMenuButton`. */
  isOpen: boolean;
  /** Called with `false` when Escape, the close button or a tap on the dimmed page closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * `default`: the logged-in menu when `user` is given, else the logged-out links. `discover`:
   * Professionals, Projects, Cost Guides, Planning, How It Works and Install app.
   * @default 'default'
   */
  variant?: MobileMenuVariant;
  /** The signed-in person; leave it out for a visitor. Used by the `default` variant only. */
  user?: MobileMenuUser | null;
  /** How many of the person's projects are active, shown next to My Projects when above 0. */
  activeProjectCount?: number;
  /** Logs the person out; called by the Log out entry of the account links. */
  onLogOut?: () => void;
  /** Offers the mobile app; called by the Install app entry of the `discover` variant. */
  onInstallApp?: () => void;
  /** The address of the current page, sent as `r` to a visitor's Log in and Sign up. @default '' */
  currentUrl?: string;
  /**
   * Given, a plain click (or Enter) on a visitor's Log in or Sign up closes the menu and opens the
   * app's log-in / sign-up modal; they stay links to the pages for a new tab, and without this.
   */
  onAuthRequest?: (mode: AuthRequestMode) => void;
  /** Open on the account links instead of the navigation links. @default false */
  defaultShowAccountLinks?: boolean;
  /** The visible title, which also names the dialog. @default 'Menu' */
  title?: string;
  /** The accessible name of the close button. @default 'Close menu' */
  closeLabel?: string;
};

/** The person's name: the display name, else the first name; `undefined` when neither is set. */
function nameOf(user: MobileMenuUser): string | undefined {
  return user.displayName?.trim() || user.firstName?.trim() || undefined;
}

function LinkRows({ links }: { links: readonly PageLink[] }) {
  const href = useSiteHref();
  return links.map((link) => (
    <li key={link.page}>
      <MenuLink href={href(link.page)}>
        <span>{link.name}</span>
        <Icon as={ChevronRight} size="sm" />
      </MenuLink>
    </li>
  ));
}

type MenuContentProps = Omit<MobileMenuProps, 'isOpen'>;

/** A visitor's Log in and Sign up at the foot of the menu: on a phone the header has no room for them. */
function VisitorAuthActions({
  currentUrl,
  onAuthRequest,
  onOpenChange,
}: Pick<MenuContentProps, 'currentUrl' | 'onAuthRequest' | 'onOpenChange'>) {
  const href = useWebHref();
  const paths = useSitePaths();
  const action = (mode: AuthRequestMode) =>
    onAuthRequest
      ? openInPlace(() => {
          onOpenChange(false);
          onAuthRequest(mode);
        })
      : undefined;
  const returnTo = (path: string) => href(currentUrl ? withReturnTo(path, currentUrl) : path);
  return (
    <AuthActions>
      <AuthLink
        href={returnTo(paths.login)}
        data-variant="secondary"
        onClick={action('LOGIN')}
        aria-haspopup={onAuthRequest ? 'dialog' : undefined}
      >
        Log in
      </AuthLink>
      <AuthLink
        href={returnTo(paths.signup)}
        data-variant="primary"
        onClick={action('SIGNUP')}
        aria-haspopup={onAuthRequest ? 'dialog' : undefined}
      >
        Sign up
      </AuthLink>
    </AuthActions>
  );
}

/** What the sheet holds; it mounts on each open, so the menu always opens on its first view. */
function MenuContent({
  variant = 'default',
  user,
  activeProjectCount = 0,
  onLogOut,
  onInstallApp,
  defaultShowAccountLinks = false,
  title = 'Menu',
  closeLabel = 'Close menu',
  currentUrl = '',
  onAuthRequest,
  onOpenChange,
}: MenuContentProps) {
  const href = useSiteHref();
  const navId = useId();
  const [showAccountLinks, setShowAccountLinks] = useState(defaultShowAccountLinks);
  // Filled only after a swap, so screen readers hear the change and nothing on open.
  const [announcement, setAnnouncement] = useState('');
  // The discover variant has no profile block.
  const profile = variant === 'default' && user ? { user, name: nameOf(user) } : null;

  const toggleAccountLinks = (selected: boolean) => {
    setShowAccountLinks(selected);
    setAnnouncement(selected ? 'Account links shown' : 'Navigation links shown');
  };

  let navLabel = 'Main';
  let links: ReactNode;
  if (variant === 'discover') {
    navLabel = 'Discover';
    links = <LinkRows links={DISCOVER_LINKS} />;
  } else if (!user) {
    links = <LinkRows links={LOGGED_OUT_LINKS} />;
  } else if (showAccountLinks) {
    navLabel = 'Account';
    links = (
      <>
        <LinkRows links={ACCOUNT_LINKS} />
        <li>
          <MenuAction onPress={onLogOut}>
            <span>Log out</span>
            <Icon as={LogOut} size="sm" />
          </MenuAction>
        </li>
      </>
    );
  } else {
    const { checklist, home, projects } = NAVIGATION_LINKS;
    const hasActive = activeProjectCount > 0;
    links = (
      <>
        <LinkRows links={[checklist, home]} />
        <li>
          <MenuLink href={href(projects.page)}>
            {hasActive ? (
              <>
                {/* One text names the link: 'My Projects, 3 active projects'; the badge is visual. */}
                <span aria-hidden="true">{projects.name}</span>
                <CountBadge aria-hidden="true">{activeProjectsBadge(activeProjectCount)}</CountBadge>
                <VisuallyHidden>{`${projects.name}, ${activeProjectsLabel(activeProjectCount)}`}</VisuallyHidden>
              </>
            ) : (
              <span>{projects.name}</span>
            )}
            <Icon as={ChevronRight} size="sm" />
          </MenuLink>
        </li>
      </>
    );
  }

  return (
    <MenuDialog>
      <MenuTopBar>
        <MenuTitle slot="title">{title}</MenuTitle>
        <IconButton slot="close" icon={X} aria-label={closeLabel} />
      </MenuTopBar>
      {profile ? (
        <Profile>
          <ProfileIdentity>
            <Avatar sources={profile.user.photoSources} name={profile.name} alt="" />
            <ProfileName>{profile.name ?? 'Anonymous'}</ProfileName>
          </ProfileIdentity>
          <AccountToggle isSelected={showAccountLinks} onChange={toggleAccountLinks} aria-controls={navId}>
            <Icon as={Settings} size="sm" />
            <span>Account Settings</span>
            <Icon as={ChevronRight} size="sm" />
          </AccountToggle>
        </Profile>
      ) : null}
      <MenuNav id={navId} aria-label={navLabel}>
        <MenuList>{links}</MenuList>
      </MenuNav>
      {variant === 'default' && !user ? (
        <VisitorAuthActions
          currentUrl={currentUrl}
          onAuthRequest={onAuthRequest}
          onOpenChange={onOpenChange}
        />
      ) : null}
      {variant === 'discover' ? (
        <MenuFooter>
          <Button variant="secondary" fullWidth onPress={onInstallApp}>
            <Icon as={Smartphone} size="sm" />
            <span>Install app</span>
          </Button>
        </MenuFooter>
      ) : null}
      <VisuallyHidden elementType="div">
        <div role="status">{announcement}</div>
      </VisuallyHidden>
    </MenuDialog>
  );
}

/**
 * The mobile slide-out menu: a modal sheet from the right. Focus moves into it on open, is
 * trapped inside while open and returns to the element that opened it (the `MobileMenuButton`)
 * on close; page scrolling is blocked while it is open. Escape, the close button and a tap on
 * the dimmed page close it. Every link is built on `useBrand().webBaseUrl`. Links navigate as
 * usual; an app that routes on the client closes the menu when the route changes.
 */
export function MobileMenu({ isOpen, onOpenChange, ...props }: MobileMenuProps) {
  return (
    <MenuOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <MenuPanel data-variant={props.variant ?? 'default'}>
        <MenuContent {...props} onOpenChange={onOpenChange} />
      </MenuPanel>
    </MenuOverlay>
  );
}
