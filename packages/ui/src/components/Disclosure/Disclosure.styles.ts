'use client';

import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { disabledText, focusRingInset } from '../shared/styles';

export const StyledDisclosure = styled(AriaDisclosure)`
  border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  color: ${vars.colors.text};
`;
StyledDisclosure.displayName = 'Disclosure';

export const DisclosureHeading = styled(AriaHeading)`
  margin: 0;
  font-size: ${vars.typography.sizes.lg};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
DisclosureHeading.displayName = 'DisclosureHeading';

export const DisclosureChevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${vars.colors.textMuted};
  transition: transform ${vars.motion.panelEnter} ${vars.motion.easing};
`;
DisclosureChevron.displayName = 'DisclosureChevron';

export const DisclosureTrigger = styled(AriaButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  width: 100%;
  min-height: ${vars.sizes.controlHeight.lg};
  padding: ${vars.space.md} ${vars.space.sm};
  border: none;
  border-radius: ${vars.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  &[data-hovered] {
    background: ${vars.colors.surfaceSubtle};
  }
  &[aria-expanded='true'] > ${DisclosureChevron} {
    transform: rotate(180deg);
  }
  &[data-disabled] {
    ${disabledText}
    & > ${DisclosureChevron} {
      color: ${vars.colors.textDisabled};
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
  transition: height ${vars.motion.close} ${vars.motion.easing};

  [data-expanded] > & {
    transition-duration: ${vars.motion.panelEnter};
  }
`;
StyledDisclosurePanel.displayName = 'DisclosurePanel';

export const DisclosurePanelContent = styled.div`
  padding: ${vars.space.xs} ${vars.space.sm} ${vars.space.lg};
`;
DisclosurePanelContent.displayName = 'DisclosurePanelContent';
