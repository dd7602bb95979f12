import { vars } from '@hearth/ui';
import { styled } from 'styled-components';

export const Intro = styled.p`
  max-width: 44rem;
  font-size: ${vars.typography.sizes.lg};
`;

export const Section = styled.section`
  margin-top: ${vars.space.xxl};
  max-width: 60rem;
`;

export const LinkList = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  padding-left: ${vars.space.xl};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${vars.typography.weights.semibold};
    padding-bottom: ${vars.space.sm};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0;
    border-bottom: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  }
  tbody th {
    font-weight: ${vars.typography.weights.regular};
    overflow-wrap: anywhere;
  }
`;
