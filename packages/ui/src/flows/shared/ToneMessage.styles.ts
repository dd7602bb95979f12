'use client';

import { styled } from 'styled-components';
import { focusRing, toneBox, toneColors } from '../../components/shared/styles';
import { vars } from '../../theme/vars';

/** A message in a tone (the saved confirmation, the email-link result), with its icon first. */
export const ToneMessage = styled.div`
  ${toneBox}
  ${toneColors('success', 'info')}
  display: flex;
  gap: ${vars.space.sm};
  align-items: flex-start;

  & > svg {
    flex: none;
    width: ${vars.sizes.iconSize.md};
    height: ${vars.sizes.iconSize.md};
    /* Centre the icon on the first line of text. */
    margin-top: calc((1lh - ${vars.sizes.iconSize.md}) / 2);
  }
  &:focus-visible {
    ${focusRing}
  }
`;
ToneMessage.displayName = 'SubscriptionToneMessage';
