'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const SearchWaitRegion = styled.div`
  &[data-searching] {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${vars.space.lg};
    min-height: 50vh;
    padding: ${vars.space.xxxl} ${vars.space.lg};
    text-align: center;
    color: ${vars.colors.text};
  }
`;
SearchWaitRegion.displayName = 'SearchWaitRegion';

/** Holds the spinner; with reduced motion the ring stands still (the text says what is happening). */
export const SearchWaitIndicator = styled.div`
  display: flex;

  @media (prefers-reduced-motion: reduce) {
    & * {
      animation: none;
    }
  }
`;
SearchWaitIndicator.displayName = 'SearchWaitIndicator';

export const SearchWaitMessage = styled.p`
  max-width: ${vars.sizes.modalWidth};
  margin: 0;
  font-size: ${vars.typography.sizes.xl};
  line-height: ${vars.typography.lineHeights.tight};
  overflow-wrap: anywhere;

  strong {
    font-weight: ${vars.typography.weights.semibold};
  }
`;
SearchWaitMessage.displayName = 'SearchWaitMessage';
