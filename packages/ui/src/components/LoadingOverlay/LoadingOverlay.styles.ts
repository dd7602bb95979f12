'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { fadeIn } from '../shared/styles';

export const LoadingRoot = styled.div`
  position: relative;
`;
LoadingRoot.displayName = 'LoadingOverlayRoot';

export const LoadingContent = styled.div`
  &[aria-busy='true'] {
    user-select: none;
  }
`;
LoadingContent.displayName = 'LoadingOverlayContent';

export const StyledLoadingOverlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${vars.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  cursor: progress;
  animation: ${fadeIn} ${vars.motion.fade} ${vars.motion.easing};

  /* A veil of the page colour over the covered content. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${vars.colors.surface};
    opacity: 0.85;
  }

  &[data-fullscreen] {
    position: fixed;
  }
`;
StyledLoadingOverlay.displayName = 'LoadingOverlay';

export const LoadingPanel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  max-width: ${vars.sizes.modalWidth};
  padding: ${vars.space.xl};
  text-align: center;
  color: ${vars.colors.text};

  &[data-has-text] {
    background: ${vars.colors.surfaceRaised};
    border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
    border-radius: ${vars.radii.lg};
    box-shadow: ${vars.shadows.md};
  }
`;
LoadingPanel.displayName = 'LoadingOverlayPanel';

export const LoadingTitle = styled.p`
  margin: ${vars.space.sm} 0 0;
  font-size: ${vars.typography.sizes.lg};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;
LoadingTitle.displayName = 'LoadingOverlayTitle';

export const LoadingMessage = styled.p`
  margin: 0;
  color: ${vars.colors.textMuted};
`;
LoadingMessage.displayName = 'LoadingOverlayMessage';
