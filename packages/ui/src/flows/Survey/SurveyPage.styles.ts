'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/**
 * Around every step. The page title takes focus when the step changes, so screen readers start
 * there; a heading is not a control, so it draws no focus ring.
 */
export const SurveyRoot = styled.div`
  h1[tabindex='-1']:focus {
    outline: none;
  }
`;
SurveyRoot.displayName = 'SurveyRoot';

export const Paragraph = styled.p`
  margin: 0;
  color: ${vars.colors.text};
  line-height: ${vars.typography.lineHeights.normal};
`;
Paragraph.displayName = 'SurveyParagraph';

/** The loading line: spinner and text, centred in the page column. */
export const LoadingLine = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  margin: 0 auto;
  padding: ${vars.space.xxl} 0;
  color: ${vars.colors.textMuted};
`;
LoadingLine.displayName = 'SurveyLoadingLine';

/** Takes focus to move a screen reader to a message; it is not a control, so no ring. */
export const FocusTarget = styled.div`
  &:focus {
    outline: none;
  }
`;
FocusTarget.displayName = 'SurveyFocusTarget';
