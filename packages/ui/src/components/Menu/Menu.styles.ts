import {
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Header,
  Popover,
  Separator,
} from 'react-aria-components';
import styled from 'styled-components';
import { disabledText, fadeIn, focusRingInset } from '../shared/styles';

export const MenuChevron = styled.span`
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
MenuChevron.displayName = 'MenuChevron';

export const StyledMenuPopover = styled(Popover)`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: var(--trigger-width);
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  overflow: auto;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  outline: none;

  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  /* The menu itself is styled from here: a styled(Menu) export cannot be given a declaration type. */
  & [role='menu'] {
    padding: ${({ theme }) => theme.space.xs};
    outline: none;
  }
`;
StyledMenuPopover.displayName = 'MenuPopover';

export const StyledMenuItem = styled(AriaMenuItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] {
    ${focusRingInset}
  }
  &[data-variant='danger'] {
    color: ${({ theme }) => theme.colors.danger};
    &[data-focused] {
      background: ${({ theme }) => theme.colors.dangerSubtle};
      color: ${({ theme }) => theme.colors.dangerText};
    }
  }
  &[data-disabled] {
    ${disabledText}
  }
`;
StyledMenuItem.displayName = 'MenuItem';

export const StyledMenuSection = styled(AriaMenuSection)`
  &:not(:first-child) {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
StyledMenuSection.displayName = 'MenuSection';

export const StyledMenuSectionHeader = styled(Header)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;
StyledMenuSectionHeader.displayName = 'MenuSectionHeader';

export const StyledMenuSeparator = styled(Separator)`
  height: ${({ theme }) => theme.sizes.borderWidth};
  margin: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: none;
  background: ${({ theme }) => theme.colors.borderSubtle};
`;
StyledMenuSeparator.displayName = 'MenuSeparator';
