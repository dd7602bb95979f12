import styled from 'styled-components';
import { toneBox, toneColors } from '../../components/shared/styles';

/** The form's fields in one column; it lets the focus find the first invalid one. */
export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
Fields.displayName = 'SignupFields';

/** First and last name side by side on wide screens, stacked on narrow ones. */
export const NamePair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
NamePair.displayName = 'SignupNamePair';

/** A short line of text around the form: 'Already have an account? Log in'. */
export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;
Note.displayName = 'SignupNote';

/** The code step's content in one column. */
export const CodeStepBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
CodeStepBody.displayName = 'SignupCodeStepBody';

/** The dialog title holds an email address: let a long one wrap anywhere. */
export const CodeStepTitle = styled.span`
  overflow-wrap: anywhere;
`;
CodeStepTitle.displayName = 'SignupCodeStepTitle';

export const CodeStepStatus = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
CodeStepStatus.displayName = 'SignupCodeStepStatus';

/** The lockout, in place under the boxes: a warning with a lock. */
export const LockNotice = styled.p`
  ${toneBox}
  ${toneColors('warning')}
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};

  svg {
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSize.sm}) / 2);
  }
`;
LockNotice.displayName = 'SignupLockNotice';

export const CodeStepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;
CodeStepActions.displayName = 'SignupCodeStepActions';
