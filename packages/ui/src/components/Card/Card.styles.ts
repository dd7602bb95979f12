import { Heading as AriaHeading } from 'react-aria-components';
import styled from 'styled-components';
import { panelTitle } from '../shared/styles';

export const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.borderSubtle}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
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
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
CardFooter.displayName = 'CardFooter';
