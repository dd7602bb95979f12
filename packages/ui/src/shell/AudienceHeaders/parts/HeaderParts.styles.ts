'use client';

/*
 * Styles the homeowner, pro and inspector headers add to the shared header bar
 * (`shell/shared/HeaderBar`). Mobile first: `theme.media.lg` is where the full headers show.
 */
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, inlineCentered } from '../../../components/shared/styles';
import { media } from '../../../theme/theme';
import { vars } from '../../../theme/vars';
import { navItemText } from '../../shared/HeaderBar.styles';

/** A tab of a pro or inspector header; the current page's tab is underlined. */
export const TabLink = styled(AriaLink)`
  ${navItemText}
  position: relative;
  align-self: stretch;

  &[aria-current='page'] {
    color: ${vars.colors.primary};

    &::after {
      content: '';
      position: absolute;
      inset-inline: ${vars.space.sm};
      bottom: 0;
      height: ${vars.sizes.focusRingWidth};
      background: currentColor;
    }
  }
`;
TabLink.displayName = 'AudienceHeaderTab';

/**
 * What the bar cannot hold on small screens (tabs, balances): a row under it, shown only below
 * `lg`. Tabs scroll sideways when they do not fit.
 */
export const MobileRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space.xs};
  padding: ${vars.space.xs} ${vars.space.lg};
  background: ${vars.colors.surface};
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};

  & > nav {
    display: flex;
    align-self: stretch;
    min-height: ${vars.sizes.controlHeight.md};
    overflow-x: auto;
  }

  ${media.lg} {
    display: none;
  }
`;
MobileRow.displayName = 'AudienceHeaderMobileRow';

export const MobileTabList = styled.ul`
  display: flex;
  gap: ${vars.space.xs};
  margin: 0;
  padding: ${vars.space.xxs};
  list-style: none;

  & > li {
    display: flex;
  }
`;
MobileTabList.displayName = 'AudienceHeaderMobileTabList';

/** An icon-only link or button in the bar (notifications, settings, log out), sized like `IconButton`. */
export const IconControl = styled(AriaLink)`
  ${inlineCentered}
  width: ${vars.sizes.controlHeight.md};
  height: ${vars.sizes.controlHeight.md};
  border-radius: ${vars.radii.round};
  color: ${vars.colors.primary};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${vars.colors.primarySubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
IconControl.displayName = 'AudienceHeaderIconLink';

/** A text action in the bar that is a button, such as Log out; it looks like a nav link. */
export const TextButton = styled(AriaButton)`
  ${navItemText}
`;
TextButton.displayName = 'AudienceHeaderTextButton';
