import { Button as AriaButton } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(25%); }
  to { opacity: 1; transform: translateY(0); }
`;

export const StyledToastRegion = styled.section`
  position: fixed;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  pointer-events: none;
  outline: none;

  &[data-placement^='top'] {
    top: 0;
    flex-direction: column-reverse;
  }
  &[data-placement^='bottom'] {
    bottom: 0;
  }
  &[data-placement$='left'] {
    align-items: flex-start;
  }
  &[data-placement$='center'] {
    align-items: center;
  }
  &[data-placement$='right'] {
    align-items: flex-end;
  }
`;
StyledToastRegion.displayName = 'ToastRegion';

export const StyledToast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  /* As wide as a drawer at most, the full width on small screens. */
  max-width: ${({ theme }) => theme.sizes.drawerWidth};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-inline-start-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.fade} ${({ theme }) => theme.motion.easing};

  &[data-variant='neutral'] {
    background: ${({ theme }) => theme.colors.surfaceInverse};
    color: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.colors.surfaceInverse};
  }
  &[data-variant='success'] {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.successText};
    border-color: ${({ theme }) => theme.colors.successBorder};
  }
  &[data-variant='error'] {
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.dangerText};
    border-color: ${({ theme }) => theme.colors.danger};
  }

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSize.md};
    height: ${({ theme }) => theme.sizes.iconSize.md};
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
StyledToast.displayName = 'Toast';

export const ToastText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
ToastText.displayName = 'ToastText';

export const ToastTitle = styled.strong`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
ToastTitle.displayName = 'ToastTitle';

export const ToastDismissButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeight.sm};
  height: ${({ theme }) => theme.sizes.controlHeight.sm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  outline: none;

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
  }

  &[data-hovered],
  &[data-pressed] {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} currentColor;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid currentColor`};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRingWidth});
  }
`;
ToastDismissButton.displayName = 'ToastDismissButton';
