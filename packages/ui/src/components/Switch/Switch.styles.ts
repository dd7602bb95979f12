import { SwitchButton, SwitchField } from 'react-aria-components';
import styled from 'styled-components';
import { selectionControl, selectionField, selectionHelp } from '../shared/styles';

export const SwitchRoot = styled(SwitchField)`
  ${selectionField}
`;
SwitchRoot.displayName = 'Switch';

export const SwitchThumb = styled.span`
  display: block;
  width: ${({ theme }) => theme.sizes.iconSize.sm};
  height: ${({ theme }) => theme.sizes.iconSize.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
`;
SwitchThumb.displayName = 'SwitchThumb';

/** The track is twice as wide as the thumb plus the inset on each side. */
export const SwitchTrack = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  box-sizing: content-box;
  width: calc(2 * ${({ theme }) => theme.sizes.iconSize.sm});
  padding: ${({ theme }) => theme.space.xxs};
  /* Centre the track on the first line of the label. */
  margin-top: calc((1lh - ${({ theme }) => `${theme.sizes.iconSize.sm} - 2 * ${theme.space.xxs}`}) / 2);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
`;
SwitchTrack.displayName = 'SwitchTrack';

export const SwitchControl = styled(SwitchButton)`
  ${selectionControl(SwitchTrack)}

  &[data-hovered] ${SwitchTrack} {
    background: ${({ theme }) => theme.colors.text};
  }
  &[data-selected] ${SwitchTrack} {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-selected][data-hovered] ${SwitchTrack} {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &[data-selected] ${SwitchThumb} {
    transform: translateX(${({ theme }) => theme.sizes.iconSize.sm});
  }
  &[data-pressed] ${SwitchTrack} {
    background: ${({ theme }) => theme.colors.primaryPressed};
  }
  &[data-disabled] ${SwitchTrack} {
    background: ${({ theme }) => theme.colors.borderSubtle};
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
    ${({ theme }) => `2 * ${theme.sizes.iconSize.sm} + 2 * ${theme.space.xxs} + ${theme.space.sm}`}
  );
`;
SwitchHelp.displayName = 'SwitchHelp';
