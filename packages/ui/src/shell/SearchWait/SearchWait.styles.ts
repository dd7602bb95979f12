import styled from 'styled-components';

export const SearchWaitRegion = styled.div`
  &[data-searching] {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.lg};
    min-height: 50vh;
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
    text-align: center;
    color: ${({ theme }) => theme.colors.text};
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
  max-width: ${({ theme }) => theme.sizes.modalWidth};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  overflow-wrap: anywhere;

  strong {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
SearchWaitMessage.displayName = 'SearchWaitMessage';
