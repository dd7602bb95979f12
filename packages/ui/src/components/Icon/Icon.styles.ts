import styled from 'styled-components';

export const StyledIcon = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
  width: ${({ theme }) => theme.sizes.iconSize.md};
  height: ${({ theme }) => theme.sizes.iconSize.md};

  &[data-size='sm'] {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.sizes.iconSize.lg};
    height: ${({ theme }) => theme.sizes.iconSize.lg};
  }
`;
StyledIcon.displayName = 'Icon';
