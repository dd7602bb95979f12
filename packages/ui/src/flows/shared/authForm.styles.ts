'use client';

/* Style pieces the auth forms share (login, sign-up, forgot password, passwordless). */
import { styled } from 'styled-components';
import { media } from '../../theme/theme';
import { vars } from '../../theme/vars';

/** A short line of text under a form: 'Don't have an account? Sign Up'. */
export const FormNote = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.textMuted};
`;
FormNote.displayName = 'FormNote';

/** Body text of a panel, such as the forgot-password success message. */
export const PanelText = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.text};
  border-radius: ${vars.radii.sm};

  &:focus-visible {
    outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
    outline-offset: ${vars.sizes.focusRingWidth};
  }
`;
PanelText.displayName = 'PanelText';

/** Two fields side by side on wide screens (first and last name), stacked on narrow ones. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space.lg};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
FieldPair.displayName = 'FieldPair';

/** A row that puts a small action (Forgot your password?) at the end of the line. */
export const EndAligned = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${vars.space.sm});

  /* A small tertiary button's text lines up with the field edge above it, its padding outside. */
  & > * {
    margin-inline-end: calc(-1 * ${vars.space.md});
  }
`;
EndAligned.displayName = 'EndAligned';

/** A polite, visible status line with a spinner: 'Logging you in…', 'Redirecting…'. */
export const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin: 0;
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.md};

  &:empty {
    display: none;
  }
`;
StatusLine.displayName = 'StatusLine';

/** The fields of a form, spaced like the rest of the form; it lets focus find the first invalid one. */
export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;
FieldStack.displayName = 'FieldStack';

/** A column of panel content (text and actions) outside a form. */
export const PanelStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};
`;
PanelStack.displayName = 'PanelStack';
