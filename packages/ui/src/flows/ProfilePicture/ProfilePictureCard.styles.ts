'use client';

/* Style pieces of the Profile Picture card. */
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/** The picture beside its action and messages, stacked on narrow screens. */
export const PictureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.xl};
`;
PictureRow.displayName = 'PictureRow';

/** The Change button and the messages under it. */
export const PictureActions = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space.md};
`;
PictureActions.displayName = 'PictureActions';

/** The success line, inside the card's polite status region. */
export const StatusText = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.successText};
`;
StatusText.displayName = 'StatusText';

/** The formats and size the server takes, under the Change button. */
export const HintText = styled.p`
  margin: 0;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.textMuted};
`;
HintText.displayName = 'HintText';
