import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';
import styled from 'styled-components';

/**
 * React Aria hides the content with inline styles and drops them while focus is inside a
 * focusable one; these styles only give that focused state a look (a skip link on a surface).
 */
export const StyledVisuallyHidden = styled(AriaVisuallyHidden)`
  &[data-focusable]:focus-within {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;
StyledVisuallyHidden.displayName = 'VisuallyHidden';
