'use client';

import { SwitchButton, SwitchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { selectionControl, selectionField, selectionHelp } from '../shared/styles';

export const SwitchRoot = styled(SwitchField)`
  ${selectionField}
`;
SwitchRoot.displayName = 'Switch';

export const SwitchThumb = styled.span`
  display: block;
  width: ${vars.sizes.iconSize.sm};
  height: ${vars.sizes.iconSize.sm};
  border-radius: ${vars.radii.round};
  background: ${vars.colors.surface};
  box-shadow: ${vars.shadows.sm};
  transition: transform ${vars.motion.fast} ${vars.motion.easing};
`;
SwitchThumb.displayName = 'SwitchThumb';

/** The track is twice as wide as the thumb plus the inset on each side. */
export const SwitchTrack = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  box-sizing: content-box;
  width: calc(2 * ${vars.sizes.iconSize.sm});
  padding: ${vars.space.xxs};
  /* Centre the track on the first line of the label. */
  margin-top: calc((1lh - ${vars.sizes.iconSize.sm} - 2 * ${vars.space.xxs}) / 2);
  border-radius: ${vars.radii.pill};
  background: ${vars.colors.border};
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};
`;
SwitchTrack.displayName = 'SwitchTrack';

export const SwitchControl = styled(SwitchButton)`
  ${selectionControl(SwitchTrack)}

  &[data-hovered] ${SwitchTrack} {
    background: ${vars.colors.text};
  }
  &[data-selected] ${SwitchTrack} {
    background: ${vars.colors.primary};
  }
  &[data-selected][data-hovered] ${SwitchTrack} {
    background: ${vars.colors.primaryHover};
  }
  &[data-selected] ${SwitchThumb} {
    transform: translateX(${vars.sizes.iconSize.sm});
  }
  &[data-pressed] ${SwitchTrack} {
    background: ${vars.colors.primaryPressed};
  }
  &[data-disabled] ${SwitchTrack} {
    background: ${vars.colors.borderSubtle};
  }
  &[data-disabled] ${SwitchThumb} {
    box-shadow: none;
  }
`;
SwitchControl.displayName = 'SwitchControl';

/** Help text lines up with the label, not the track. */
export const SwitchHelp = styled.div`
  ${selectionHelp}
  padding-left: calc(
    2 * ${vars.sizes.iconSize.sm} + 2 * ${vars.space.xxs} + ${vars.space.sm}
  );
`;
SwitchHelp.displayName = 'SwitchHelp';
