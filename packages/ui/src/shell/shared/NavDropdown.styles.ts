'use client';

import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { fadeIn, focusRing } from '../../components/shared/styles';
import { vars } from '../../theme/vars';
import { navItemText } from './HeaderBar.styles';

/**
 * The item holding the trigger and its panel. A narrow panel hangs under the trigger; a wide one
 * spans the nearest positioned ancestor (the `HeaderBar` row).
 */
export const DropdownRoot = styled.div`
  display: flex;
  align-items: center;

  &[data-size='narrow'] {
    position: relative;
  }
`;
DropdownRoot.displayName = 'NavDropdown';

export const TopLink = styled(AriaLink)`
  ${navItemText}
  padding-inline-end: ${vars.space.xxs};

  [data-expanded] > & {
    color: ${vars.colors.primary};
  }
`;
TopLink.displayName = 'NavDropdownTopLink';

export const ToggleButton = styled(AriaButton)`
  ${navItemText}

  &[data-icon-only] {
    padding: 0 ${vars.space.xs};
  }
`;
ToggleButton.displayName = 'NavDropdownToggle';

export const Chevron = styled.span`
  display: inline-flex;
  transition: transform ${vars.motion.fast} ${vars.motion.easing};

  svg {
    width: ${vars.sizes.iconSize.sm};
    height: ${vars.sizes.iconSize.sm};
  }

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;
Chevron.displayName = 'NavDropdownChevron';

export const Panel = styled.div`
  position: absolute;
  top: 100%;
  z-index: ${vars.zIndices.dropdown};
  max-height: calc(100vh - 6rem);
  overflow-y: auto;
  padding: ${vars.space.lg};
  background: ${vars.colors.surfaceRaised};
  color: ${vars.colors.text};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: 0 0 ${vars.radii.md} ${vars.radii.md};
  box-shadow: ${vars.shadows.md};
  animation: ${fadeIn} ${vars.motion.fast} ${vars.motion.easing};

  &[hidden] {
    display: none;
  }

  &[data-size='narrow'] {
    min-width: 16rem;
    padding: ${vars.space.sm};
  }
  &[data-size='narrow'][data-align='start'] {
    inset-inline-start: 0;
  }
  &[data-size='narrow'][data-align='end'] {
    inset-inline-end: 0;
  }
  &[data-size='wide'] {
    inset-inline: 0;
    padding: ${vars.space.lg} ${vars.space.xl};
  }
`;
Panel.displayName = 'NavDropdownPanel';

/** A titled group of links in a panel. */
export const PanelSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
`;
PanelSection.displayName = 'NavPanelSection';

export const PanelSectionTitle = styled.span`
  color: ${vars.colors.textMuted};
  font-size: ${vars.typography.sizes.xs};
  font-weight: ${vars.typography.weights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
PanelSectionTitle.displayName = 'NavPanelSectionTitle';

/** The links of a section, flowing down `data-columns` columns. */
export const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  column-gap: ${vars.space.xl};

  &[data-columns='1'] {
    column-count: 1;
  }
  &[data-columns='2'] {
    column-count: 2;
  }
  &[data-columns='3'] {
    column-count: 3;
  }
  &[data-columns='4'] {
    column-count: 4;
  }

  & > li {
    break-inside: avoid;
  }
`;
PanelList.displayName = 'NavPanelList';

export const PanelLinkItem = styled(AriaLink)`
  display: block;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radii.sm};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  [data-size='narrow'] & {
    padding: ${vars.space.sm} ${vars.space.md};
    font-size: ${vars.typography.sizes.md};
  }

  &[data-hovered] {
    color: ${vars.colors.primary};
    background: ${vars.colors.primarySubtle};
    text-decoration: underline;
  }
  &[data-pressed] {
    color: ${vars.colors.primaryPressed};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
`;
PanelLinkItem.displayName = 'NavPanelLink';

/** Keeps the external-link icon on the same line as the last word. */
export const ExternalMark = styled.span`
  display: inline-block;
  margin-inline-start: ${vars.space.xs};

  & > svg {
    vertical-align: -0.125em;
  }
`;
ExternalMark.displayName = 'NavPanelExternalMark';
