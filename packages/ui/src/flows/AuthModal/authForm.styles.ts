/* Style pieces the auth forms share (login, sign-up, forgot password, passwordless). */
import styled from 'styled-components';

/** A short line of text under a form: 'Don't have an account? Sign Up'. */
export const FormNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textMuted};
`;
FormNote.displayName = 'FormNote';

/** Body text of a panel, such as the forgot-password success message. */
export const PanelText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;
PanelText.displayName = 'PanelText';

/** Two fields side by side on wide screens (first and last name), stacked on narrow ones. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
FieldPair.displayName = 'FieldPair';

/** A row that puts a small action (Forgot your password?) at the end of the line. */
export const EndAligned = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${({ theme }) => theme.space.sm});

  /* A small tertiary button's text lines up with the field edge above it, its padding outside. */
  & > * {
    margin-inline-end: calc(-1 * ${({ theme }) => theme.space.md});
  }
`;
EndAligned.displayName = 'EndAligned';

/** A polite, visible status line with a spinner: 'Logging you in…', 'Redirecting…'. */
export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.md};

  &:empty {
    display: none;
  }
`;
StatusLine.displayName = 'StatusLine';

/** The fields of a form, spaced like the rest of the form; it lets focus find the first invalid one. */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
FieldStack.displayName = 'FieldStack';

/** A column of panel content (text and actions) outside a form. */
export const PanelStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
PanelStack.displayName = 'PanelStack';
