'use client';

import {
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Header,
  Popover,
  Separator,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { disabledText, fadeIn, focusRingInset } from '../shared/styles';

export const MenuChevron = styled.span`
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
MenuChevron.displayName = 'MenuChevron';

export const StyledMenuPopover = styled(Popover)`
  z-index: ${vars.zIndices.dropdown};
  min-width: var(--trigger-width);
  max-width: calc(100vw - 2 * ${vars.space.lg});
  overflow: auto;
  background: ${vars.colors.surfaceRaised};
  color: ${vars.colors.text};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.md};
  box-shadow: ${vars.shadows.md};
  outline: none;

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.fast} ${vars.motion.easing};
  }

  /* The menu itself is styled from here: a styled(Menu) export cannot be given a declaration type. */
  & [role='menu'] {
    padding: ${vars.space.xs};
    outline: none;
  }
`;
StyledMenuPopover.displayName = 'MenuPopover';

export const StyledMenuItem = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: ${vars.sizes.controlHeight.md};
  padding: 0 ${vars.space.md};
  border-radius: ${vars.radii.sm};
  color: ${vars.colors.text};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${vars.colors.primarySubtle};
    color: ${vars.colors.primary};
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
  &[data-variant='danger'] {
    color: ${vars.colors.danger};
    &[data-focused] {
      background: ${vars.colors.dangerSubtle};
      color: ${vars.colors.dangerText};
    }
  }
  &[data-disabled] {
    ${disabledText}
  }
`;
StyledMenuItem.displayName = 'MenuItem';

export const StyledMenuSection = styled(AriaMenuSection)`
  &:not(:first-child) {
    margin-top: ${vars.space.xs};
  }
`;
StyledMenuSection.displayName = 'MenuSection';

export const StyledMenuSectionHeader = styled(Header)`
  padding: ${vars.space.sm} ${vars.space.md} ${vars.space.xs};
  font-size: ${vars.typography.sizes.xs};
  font-weight: ${vars.typography.weights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${vars.colors.textMuted};
`;
StyledMenuSectionHeader.displayName = 'MenuSectionHeader';

export const StyledMenuSeparator = styled(Separator)`
  height: ${vars.sizes.borderWidth};
  margin: ${vars.space.xs} ${vars.space.sm};
  border: none;
  background: ${vars.colors.borderSubtle};
`;
StyledMenuSeparator.displayName = 'MenuSeparator';
