/* Style pieces of the password card. */
import styled from 'styled-components';

/** The card's content as one column. */
export const CardStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
CardStack.displayName = 'CardStack';

/** A line of body text in the card. */
export const CardText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
`;
CardText.displayName = 'CardText';

/** The three password fields, spaced like the rest of the form. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
Fields.displayName = 'Fields';
