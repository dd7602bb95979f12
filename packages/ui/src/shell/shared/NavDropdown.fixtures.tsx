/* Story fixtures for the shared header pieces. */
import type { ReactNode } from 'react';
import {
  HeaderActionLink,
  HeaderBar,
  HeaderLogo,
  HeaderNav,
  HeaderNavItem,
  HeaderNavLink,
} from './HeaderBar';
import { NavPanelLink, NavPanelSection, panelColumns } from './NavPanel';

export const accountLinks = (
  <NavPanelSection aria-label="Account">
    <NavPanelLink href="/account/settings">Account settings</NavPanelLink>
    <NavPanelLink href="/account/password">Change password</NavPanelLink>
    <NavPanelLink href="https://help.hearth.example" isExternal>
      Help center
    </NavPanelLink>
  </NavPanelSection>
);

const trades = ['Plumbers', 'Electricians', 'Roofers', 'Painters', 'Landscapers', 'Handymen', 'Movers'];

export const tradeLinks = (
  <NavPanelSection title="Professionals" columns={panelColumns(trades.length)}>
    {trades.map((name) => (
      <NavPanelLink key={name} href={`/near-me/${name.toLowerCase()}`}>
        {name}
      </NavPanelLink>
    ))}
  </NavPanelSection>
);

/** A header bar with the dropdowns under test in its nav, a Next link after it, and an action. */
export function InHeader({ children }: { children: ReactNode }) {
  return (
    <HeaderBar
      logo={<HeaderLogo />}
      navigation={
        <HeaderNav>
          {children}
          <HeaderNavItem>
            <HeaderNavLink href="/pro">For Businesses</HeaderNavLink>
          </HeaderNavItem>
        </HeaderNav>
      }
      actions={<HeaderActionLink href="/login?r=%2F">Log in</HeaderActionLink>}
    />
  );
}
