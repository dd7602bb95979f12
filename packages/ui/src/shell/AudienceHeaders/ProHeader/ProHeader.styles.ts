'use client';

import { styled } from 'styled-components';
import { vars } from '../../../theme/vars';

/** The points and reward balances: a list of label and amount pairs. */
export const BalanceList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${vars.space.lg};
  row-gap: ${vars.space.xxs};
  margin: 0;
  white-space: nowrap;

  &[data-layout='row'] {
    padding: ${vars.space.xxs} ${vars.space.sm};
  }
`;
BalanceList.displayName = 'ProHeaderBalances';

export const Balance = styled.div`
  display: flex;
  flex-direction: column;

  /* On the row under the bar (small screens) label and amount share one line. */
  [data-layout='row'] > & {
    flex-direction: row;
    align-items: baseline;
    gap: ${vars.space.xs};
  }
`;
Balance.displayName = 'ProHeaderBalance';

export const BalanceLabel = styled.dt`
  color: ${vars.colors.textMuted};
  font-size: ${vars.typography.sizes.xs};
  line-height: ${vars.typography.lineHeights.tight};
`;
BalanceLabel.displayName = 'ProHeaderBalanceLabel';

export const BalanceAmount = styled.dd`
  margin: 0;
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.sm};
  font-weight: ${vars.typography.weights.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.typography.lineHeights.tight};
`;
BalanceAmount.displayName = 'ProHeaderBalanceAmount';
