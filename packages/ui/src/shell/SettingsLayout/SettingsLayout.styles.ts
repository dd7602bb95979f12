import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
import { fadeIn, focusRing, focusRingInset } from '../../components/shared/styles';

/** Mobile first: the navigation above the pane; from `md` up, a left column beside it. */
export const SettingsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.xxl};
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
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight.lg};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-align: start;
  cursor: pointer;
  outline: none;

  & > svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
SettingsNavToggle.displayName = 'SettingsNavToggle';

export const SettingsNavList = styled.ul`
  display: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
  border-radius: ${({ theme }) => theme.radii.md};

  &[data-expanded] {
    display: block;
  }

  ${({ theme }) => theme.media.md} {
    display: block;
    margin: 0;
    padding: 0;
    border: none;
  }
`;
SettingsNavList.displayName = 'SettingsNavList';

export const SettingsNavLink = styled(AriaLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-inline-start: ${({ theme }) => `${theme.space.xs} solid transparent`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
    text-decoration: underline;
  }
  &[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
`;
SettingsNavLink.displayName = 'SettingsNavLink';

/** The active pane; it fades in over `theme.motion.panelEnter` (200 ms) when the sub-page changes. */
export const SettingsPane = styled.div`
  min-width: 0;
  animation: ${fadeIn} ${({ theme }) => theme.motion.panelEnter} ${({ theme }) => theme.motion.easing};

  &:focus {
    outline: none;
  }
`;
SettingsPane.displayName = 'SettingsPane';
