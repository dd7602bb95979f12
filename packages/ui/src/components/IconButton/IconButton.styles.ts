import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { buttonBase, buttonVariants, disabledSurface, focusRing } from '../shared/styles';

export const StyledIconButton = styled(AriaButton)`
  ${buttonBase}
  flex: none;
  width: ${({ theme }) => theme.sizes.controlHeight.md};
  height: ${({ theme }) => theme.sizes.controlHeight.md};
  padding: 0;

  &[data-size='sm'] {
    width: ${({ theme }) => theme.sizes.controlHeight.sm};
    height: ${({ theme }) => theme.sizes.controlHeight.sm};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.sizes.controlHeight.lg};
    height: ${({ theme }) => theme.sizes.controlHeight.lg};
  }
  &[data-shape='round'] {
    border-radius: ${({ theme }) => theme.radii.round};
  }

  ${buttonVariants}
  &[data-variant='tertiary'][data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-disabled] {
    ${disabledSurface}
  }

  &[data-focus-visible] {
    ${focusRing}
  }
`;
StyledIconButton.displayName = 'IconButton';
