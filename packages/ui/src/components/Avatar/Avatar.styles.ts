'use client';

import { css, styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { AVATAR_SIZES, type AvatarSize } from './sizes';

const sizeRules = (Object.keys(AVATAR_SIZES) as AvatarSize[]).map(
  (size) => css`
    &[data-size='${size}'] {
      --hearth-avatar-size: ${AVATAR_SIZES[size]}px;
    }
  `,
);

export const AvatarFrame = styled.span`
  --hearth-avatar-size: ${AVATAR_SIZES.SMALL}px;
  ${sizeRules}

  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--hearth-avatar-size);
  height: var(--hearth-avatar-size);
  overflow: hidden;
  border-radius: ${vars.radii.round};
  background: ${vars.colors.primarySubtle};
  color: ${vars.colors.primary};
  font-size: calc(var(--hearth-avatar-size) * 0.4);
  font-weight: ${vars.typography.weights.semibold};
  line-height: 1;
  user-select: none;

  & > svg {
    width: 60%;
    height: 60%;
  }
`;
AvatarFrame.displayName = 'Avatar';

export const AvatarImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
AvatarImage.displayName = 'AvatarImage';
