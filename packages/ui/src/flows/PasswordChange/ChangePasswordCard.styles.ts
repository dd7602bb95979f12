'use client';

/* Style pieces of the password card. */
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/** The card's content as one column. */
export const CardStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;
CardStack.displayName = 'CardStack';

/** A line of body text in the card. */
export const CardText = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.text};
`;
CardText.displayName = 'CardText';

/** The three password fields, spaced like the rest of the form and as wide as the profile's. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
  max-width: ${vars.sizes.formWidth};
`;
Fields.displayName = 'Fields';
