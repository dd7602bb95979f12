'use client';

import { Heading as AriaHeading } from 'react-aria-components';
import { styled } from 'styled-components';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';
import { panelTitle } from '../shared/styles';

export const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};
  background: ${vars.colors.surfaceRaised};
  color: ${vars.colors.text};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.lg};
  box-shadow: ${vars.shadows.sm};

  ${media.md} {
    padding: ${vars.space.xl};
  }
`;
StyledCard.displayName = 'Card';

export const CardHeading = styled(AriaHeading)`
  ${panelTitle}
`;
CardHeading.displayName = 'CardHeading';

export const CardBody = styled.div`
  min-width: 0;
`;
CardBody.displayName = 'CardBody';

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  margin-top: ${vars.space.sm};
`;
CardFooter.displayName = 'CardFooter';
