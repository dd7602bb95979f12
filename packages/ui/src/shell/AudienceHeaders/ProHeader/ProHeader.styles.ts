import styled from 'styled-components';

/** The points and reward balances: a list of label and amount pairs. */
export const BalanceList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.lg};
  row-gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  white-space: nowrap;

  &[data-layout='row'] {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
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
    gap: ${({ theme }) => theme.space.xs};
  }
`;
Balance.displayName = 'ProHeaderBalance';

export const BalanceLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
BalanceLabel.displayName = 'ProHeaderBalanceLabel';

export const BalanceAmount = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;
BalanceAmount.displayName = 'ProHeaderBalanceAmount';
