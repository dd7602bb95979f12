'use client';

import { styled } from 'styled-components';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';

/** The form's fields in one column; it lets the focus find the first invalid one. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;
Fields.displayName = 'SignupFields';

/** First and last name side by side on wide screens, stacked on narrow ones. */
export const NamePair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space.lg};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
NamePair.displayName = 'SignupNamePair';

/** A short line of text around the form: 'Already have an account? Log in'. */
export const Note = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.textMuted};
`;
Note.displayName = 'SignupNote';

/** The code step's content in one column. */
export const CodeStepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;
CodeStepBody.displayName = 'SignupCodeStepBody';

/** The dialog title holds an email address: let a long one wrap anywhere. */
export const CodeStepTitle = styled.span`
  overflow-wrap: anywhere;
`;
CodeStepTitle.displayName = 'SignupCodeStepTitle';

export const CodeStepStatus = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.text};
  overflow-wrap: anywhere;
`;
CodeStepStatus.displayName = 'SignupCodeStepStatus';

export const CodeStepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
`;
CodeStepActions.displayName = 'SignupCodeStepActions';
