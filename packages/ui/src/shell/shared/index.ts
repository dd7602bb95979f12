export {
  HeaderActionLink,
  type HeaderActionLinkProps,
  HeaderBar,
  type HeaderBarProps,
  HeaderLogo,
  HeaderNav,
  HeaderNavItem,
  HeaderNavLink,
  type HeaderNavProps,
} from './HeaderBar';
export { useWebHref, webHref, withReturnTo } from './href';
export { HOVER_CLOSE_DELAY, NavDropdown, type NavDropdownProps } from './NavDropdown';
export { NavDropdownGroup } from './NavDropdownGroup';
export {
  DEFAULT_PANEL_COLUMNS,
  NavPanelLink,
  type NavPanelLinkProps,
  NavPanelSection,
  type NavPanelSectionProps,
  type PanelColumns,
  panelColumns,
} from './NavPanel';
