'use client';

import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';

/**
 * React Aria hides the content with inline styles and drops them while focus is inside a
 * focusable one; these styles only give that focused state a look (a skip link on a surface).
 */
export const StyledVisuallyHidden = styled(AriaVisuallyHidden)`
  &[data-focusable]:focus-within {
    display: inline-block;
    padding: ${vars.space.sm} ${vars.space.lg};
    background: ${vars.colors.surface};
    border-radius: ${vars.radii.md};
    box-shadow: ${vars.shadows.md};
  }
`;
StyledVisuallyHidden.displayName = 'VisuallyHidden';
