import { media, vars } from '@hearth/ui';
import { styled } from 'styled-components';

export const Lead = styled.p`
  max-width: 44rem;
  font-size: ${vars.typography.sizes.lg};
`;

export const GuideList = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  padding-left: ${vars.space.xl};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
