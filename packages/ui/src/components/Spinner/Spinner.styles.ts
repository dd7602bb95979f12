'use client';

import { keyframes, styled } from 'styled-components';
import { vars } from '../../theme/vars';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerCircle = styled.span`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border-radius: ${vars.radii.round};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 800ms linear infinite;

  &[data-size='lg'] {
    width: 2.5rem;
    height: 2.5rem;
    border-width: 4px;
    color: ${vars.colors.primary};
  }
`;
SpinnerCircle.displayName = 'SpinnerCircle';
