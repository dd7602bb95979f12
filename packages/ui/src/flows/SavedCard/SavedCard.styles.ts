'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/* One saved card's row: its brand mark, name and expiry, Remove Card, and an error under them. */

export const CardRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm} ${vars.space.lg};
  padding: ${vars.space.md} ${vars.space.lg};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surface};
`;

export const CardSummary = styled.div`
  display: flex;
  flex: 1 1 12rem;
  align-items: center;
  gap: ${vars.space.md};
  min-width: 0;
`;

export const BrandMark = styled.span`
  display: inline-flex;
  flex: none;
  /* As wide as a network's mark, so every card's text starts at the same place. */
  width: 32px;
  justify-content: center;
  color: ${vars.colors.textMuted};
  & > svg {
    width: ${vars.sizes.iconSize.lg};
    height: ${vars.sizes.iconSize.lg};
  }
  /* A network's mark keeps the card's 32 x 20 shape and its own colours. */
  & > svg[data-card-mark] {
    width: 32px;
    height: 20px;
    font-family: inherit;
  }
`;

export const CardText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const CardName = styled.span`
  font-weight: ${vars.typography.weights.semibold};
`;

export const CardExpiry = styled.span`
  font-size: ${vars.typography.sizes.sm};
  color: ${vars.colors.textMuted};
`;

export const RowError = styled.div`
  flex-basis: 100%;
`;
