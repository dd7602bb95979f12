'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const Paragraph = styled.p`
  margin: 0;
  color: ${vars.colors.text};
  line-height: ${vars.typography.lineHeights.normal};
`;
Paragraph.displayName = 'PasswordResetParagraph';

/**
 * A message that takes focus when the page changes step, so screen readers read it next. It is
 * not a control, so it draws no focus ring.
 */
export const FocusTarget = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.lg};

  &:focus {
    outline: none;
  }
`;
FocusTarget.displayName = 'PasswordResetFocusTarget';
