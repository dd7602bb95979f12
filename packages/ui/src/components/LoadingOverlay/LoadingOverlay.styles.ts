import styled from 'styled-components';
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
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  cursor: progress;
  animation: ${fadeIn} ${({ theme }) => theme.motion.fade} ${({ theme }) => theme.motion.easing};

  /* A veil of the page colour over the covered content. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.surface};
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
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.modalWidth};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.text};

  &[data-has-text] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;
LoadingPanel.displayName = 'LoadingOverlayPanel';

export const LoadingTitle = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
LoadingTitle.displayName = 'LoadingOverlayTitle';

export const LoadingMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
LoadingMessage.displayName = 'LoadingOverlayMessage';
