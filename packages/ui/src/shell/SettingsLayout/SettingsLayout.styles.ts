'use client';

import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { fadeIn, focusRing, focusRingInset } from '../../components/shared/styles';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';

/** Mobile first: the navigation above the pane; from `md` up, a left column beside it. */
export const SettingsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  color: ${vars.colors.text};

  ${media.md} {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    align-items: start;
    gap: ${vars.space.xxl};
  }
`;
SettingsRoot.displayName = 'SettingsLayout';

export const SettingsNav = styled.nav`
  min-width: 0;
`;
SettingsNav.displayName = 'SettingsNav';

/** Shown below `md` only: opens and closes the list of sub-pages. */
export const SettingsNavToggle = styled(AriaButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  width: 100%;
  min-height: ${vars.sizes.controlHeight.lg};
  padding: ${vars.space.sm} ${vars.space.lg};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.border};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surface};
  color: inherit;
  font: inherit;
  font-weight: ${vars.typography.weights.semibold};
  text-align: start;
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    transition: transform ${vars.motion.fast} ${vars.motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &[data-hovered] {
    background: ${vars.colors.surfaceSubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  ${media.md} {
    display: none;
  }
`;
SettingsNavToggle.displayName = 'SettingsNavToggle';

export const SettingsNavList = styled.ul`
  display: none;
  margin: ${vars.space.xs} 0 0;
  padding: ${vars.space.xs} 0;
  list-style: none;
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.md};

  &[data-expanded] {
    display: block;
  }

  ${media.md} {
    display: block;
    margin: 0;
    padding: 0;
    border: none;
  }
`;
SettingsNavList.displayName = 'SettingsNavList';

export const SettingsNavLink = styled(AriaLink)`
  display: block;
  padding: ${vars.space.sm} ${vars.space.lg};
  border-inline-start: ${vars.space.xs} solid transparent;
  color: ${vars.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${vars.colors.surfaceSubtle};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    border-inline-start-color: ${vars.colors.primary};
    background: ${vars.colors.primarySubtle};
    color: ${vars.colors.primary};
    font-weight: ${vars.typography.weights.semibold};
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
`;
SettingsNavLink.displayName = 'SettingsNavLink';

/** The active pane; it fades in over `theme.motion.panelEnter` (200 ms) when the sub-page changes. */
export const SettingsPane = styled.div`
  min-width: 0;
  animation: ${fadeIn} ${vars.motion.panelEnter} ${vars.motion.easing};

  &:focus {
    outline: none;
  }
`;
SettingsPane.displayName = 'SettingsPane';
