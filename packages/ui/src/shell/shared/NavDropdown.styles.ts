import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { fadeIn, focusRing } from '../../components/shared/styles';
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
  padding-inline-end: ${({ theme }) => theme.space.xxs};

  [data-expanded] > & {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
TopLink.displayName = 'NavDropdownTopLink';

export const ToggleButton = styled(AriaButton)`
  ${navItemText}

  &[data-icon-only] {
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;
ToggleButton.displayName = 'NavDropdownToggle';

export const Chevron = styled.span`
  display: inline-flex;
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
  }

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;
Chevron.displayName = 'NavDropdownChevron';

export const Panel = styled.div`
  position: absolute;
  top: 100%;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  max-height: calc(100vh - 6rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[hidden] {
    display: none;
  }

  &[data-size='narrow'] {
    min-width: 16rem;
    padding: ${({ theme }) => theme.space.sm};
  }
  &[data-size='narrow'][data-align='start'] {
    inset-inline-start: 0;
  }
  &[data-size='narrow'][data-align='end'] {
    inset-inline-end: 0;
  }
  &[data-size='wide'] {
    inset-inline: 0;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  }
`;
Panel.displayName = 'NavDropdownPanel';

/** A titled group of links in a panel. */
export const PanelSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;
PanelSection.displayName = 'NavPanelSection';

export const PanelSectionTitle = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
PanelSectionTitle.displayName = 'NavPanelSectionTitle';

/** The links of a section, flowing down `data-columns` columns. */
export const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  column-gap: ${({ theme }) => theme.space.xl};

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
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  [data-size='narrow'] & {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }

  &[data-hovered] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    text-decoration: underline;
  }
  &[data-pressed] {
    color: ${({ theme }) => theme.colors.primaryPressed};
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
  margin-inline-start: ${({ theme }) => theme.space.xs};

  & > svg {
    vertical-align: -0.125em;
  }
`;
ExternalMark.displayName = 'NavPanelExternalMark';
