'use client';

import { Button as AriaButton } from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { dismissButton, toneBox, toneColors } from '../shared/styles';

const enter = keyframes`
  from { opacity: 0; transform: translateY(25%); }
  to { opacity: 1; transform: translateY(0); }
`;

export const StyledToastRegion = styled.section`
  position: fixed;
  inset-inline: 0;
  z-index: ${vars.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg};
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
  gap: ${vars.space.sm};
  width: 100%;
  /* As wide as a drawer at most, the full width on small screens. */
  max-width: ${vars.sizes.drawerWidth};
  ${toneBox}
  box-shadow: ${vars.shadows.md};
  pointer-events: auto;
  animation: ${enter} ${vars.motion.fade} ${vars.motion.easing};

  ${toneColors('neutral', 'success', 'error')}

  & > svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
    margin-top: ${vars.space.sm};
  }
`;
StyledToast.displayName = 'Toast';

export const ToastText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding-block: ${vars.space.sm};
  line-height: ${vars.typography.lineHeights.tight};
`;
ToastText.displayName = 'ToastText';

export const ToastTitle = styled.strong`
  display: block;
  margin-bottom: ${vars.space.xs};
  font-weight: ${vars.typography.weights.semibold};
`;
ToastTitle.displayName = 'ToastTitle';

export const ToastDismissButton = styled(AriaButton)`
  ${dismissButton}
`;
ToastDismissButton.displayName = 'ToastDismissButton';
