import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
} from 'react-aria-components';
import styled from 'styled-components';
import { disabledText, focusRingInset } from '../shared/styles';

export const StyledDisclosure = styled(AriaDisclosure)`
  border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
  color: ${({ theme }) => theme.colors.text};
`;
StyledDisclosure.displayName = 'Disclosure';

export const DisclosureHeading = styled(AriaHeading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
DisclosureHeading.displayName = 'DisclosureHeading';

export const DisclosureChevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  transition: transform ${({ theme }) => theme.motion.panelEnter} ${({ theme }) => theme.motion.easing};
`;
DisclosureChevron.displayName = 'DisclosureChevron';

export const DisclosureTrigger = styled(AriaButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight.lg};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceSubtle};
  }
  &[aria-expanded='true'] > ${DisclosureChevron} {
    transform: rotate(180deg);
  }
  &[data-disabled] {
    ${disabledText}
    & > ${DisclosureChevron} {
      color: ${({ theme }) => theme.colors.textDisabled};
    }
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
`;
DisclosureTrigger.displayName = 'DisclosureTrigger';

/**
 * React Aria sets `--disclosure-panel-height` to the content height while the panel opens or
 * closes, and to `auto` otherwise, so the height can be animated.
 */
export const StyledDisclosurePanel = styled(AriaDisclosurePanel)`
  height: var(--disclosure-panel-height);
  overflow: clip;
  transition: height ${({ theme }) => theme.motion.close} ${({ theme }) => theme.motion.easing};

  [data-expanded] > & {
    transition-duration: ${({ theme }) => theme.motion.panelEnter};
  }
`;
StyledDisclosurePanel.displayName = 'DisclosurePanel';

export const DisclosurePanelContent = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} ${theme.space.lg}`};
`;
DisclosurePanelContent.displayName = 'DisclosurePanelContent';
