'use client';

import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

export const StyledIcon = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  width: ${vars.sizes.iconSize.md};
  height: ${vars.sizes.iconSize.md};

  &[data-size='sm'] {
    width: ${vars.sizes.iconSize.sm};
    height: ${vars.sizes.iconSize.sm};
  }
  &[data-size='lg'] {
    width: ${vars.sizes.iconSize.lg};
    height: ${vars.sizes.iconSize.lg};
  }
`;
StyledIcon.displayName = 'Icon';
