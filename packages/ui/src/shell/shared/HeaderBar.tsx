'use client';

import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { Home } from '../../components/Icon/icons';
import { useBrand } from '../../provider/brand';
import {
  ActionsSlot,
  HeaderRow,
  LogoMark,
  LogoSlot,
  MobileActionsSlot,
  NavItem,
  NavigationSlot,
  NavList,
  StyledActionLink,
  StyledAuthLink,
  StyledHeader,
  StyledLogo,
  StyledNav,
  StyledNavLink,
} from './HeaderBar.styles';
import { useWebHref } from './href';
import { openInPlace } from './interaction';
import { NavDropdownGroup } from './NavDropdownGroup';

export type HeaderBarProps = {
  /** The logo at the start of the bar, usually `<HeaderLogo />`. Always shown. */
  logo: ReactNode;
  /** The main navigation, usually a `HeaderNav`. Shown from the `lg` breakpoint up. */
  navigation?: ReactNode;
  /** Actions at the end of the bar (Log in, a user menu). Shown from the `lg` breakpoint up. */
  actions?: ReactNode;
  /** What replaces the navigation and actions on narrow screens, such as the menu button. */
  mobileActions?: ReactNode;
  /** A second row inside the header landmark (narrow screens' tabs and balances). */
  below?: ReactNode;
};

/**
 * The page header landmark (`<header>`): a logo, the navigation and actions on wide screens, and
 * `mobileActions` below the `lg` breakpoint. Wide `NavDropdown` panels span the whole bar.
 */
export function HeaderBar({ logo, navigation, actions, mobileActions, below }: HeaderBarProps) {
  return (
    <StyledHeader>
      <HeaderRow>
        <LogoSlot>{logo}</LogoSlot>
        {navigation ? <NavigationSlot>{navigation}</NavigationSlot> : null}
        {actions ? <ActionsSlot>{actions}</ActionsSlot> : null}
        {mobileActions ? <MobileActionsSlot>{mobileActions}</MobileActionsSlot> : null}
      </HeaderRow>
      {below}
    </StyledHeader>
  );
}

/** The brand's logo and product name, linking to the home page `{webBaseUrl}/`. */
export function HeaderLogo() {
  const { productName } = useBrand();
  const href = useWebHref();
  return (
    <StyledLogo href={href('/')}>
      <LogoMark>
        <Icon as={Home} size="md" />
      </LogoMark>
      {productName}
    </StyledLogo>
  );
}

export type HeaderNavProps = {
  /** The `<nav>` landmark's name. @default 'Main' */
  'aria-label'?: string;
  /** `HeaderNavItem`s. */
  children: ReactNode;
};

/**
 * A labelled `<nav>` with a list of top-level items. Only one of its `NavDropdown`s is open at a
 * time: opening one closes the others.
 */
export function HeaderNav({ 'aria-label': ariaLabel = 'Main', children }: HeaderNavProps) {
  return (
    <StyledNav aria-label={ariaLabel}>
      <NavDropdownGroup>
        <NavList>{children}</NavList>
      </NavDropdownGroup>
    </StyledNav>
  );
}

/** One top-level item of a `HeaderNav` (an `<li>`): a `HeaderNavLink` or a `NavDropdown`. */
export function HeaderNavItem({ children }: { children: ReactNode }) {
  return <NavItem>{children}</NavItem>;
}

type LinkBaseProps = Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'href'> & {
  /** A site path, prefixed with the brand's web base address (absolute URLs are kept). */
  href: string;
  children: ReactNode;
};

/** A top-level link of the header navigation. */
export function HeaderNavLink({ href, ...props }: LinkBaseProps) {
  const webHref = useWebHref();
  return <StyledNavLink {...props} href={webHref(href)} />;
}

export type HeaderActionLinkProps = LinkBaseProps & {
  /** `text` looks like a nav link (Log in); `primary` looks like a primary button. @default 'text' */
  variant?: 'text' | 'primary';
};

export type HeaderAuthLinkProps = {
  /** A site path, prefixed with the brand's web base address. */
  href: string;
  /** Called instead of following the link on a plain click or Enter. */
  onOpen: () => void;
  children: ReactNode;
};

/** Log in or Sign up that opens the app's modal, still a link for a new tab or window. */
export function HeaderAuthLink({ href, onOpen, children }: HeaderAuthLinkProps) {
  const webHref = useWebHref();
  return (
    <StyledAuthLink href={webHref(href)} onClick={openInPlace(onOpen)} aria-haspopup="dialog">
      {children}
    </StyledAuthLink>
  );
}

/** A link at the end of the header, such as Sign up, Log in or 'Join Our Pro Network'. */
export function HeaderActionLink({ href, variant = 'text', ...props }: HeaderActionLinkProps) {
  const webHref = useWebHref();
  return <StyledActionLink {...props} href={webHref(href)} data-variant={variant} />;
}
