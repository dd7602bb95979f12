'use client';

import type { VisuallyHiddenProps as AriaVisuallyHiddenProps } from 'react-aria-components';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export type VisuallyHiddenProps = Omit<AriaVisuallyHiddenProps, 'elementType' | 'className' | 'style'> & {
  /** `span` sits inside a line of text; use `div` around block content. @default 'span' */
  elementType?: 'span' | 'div';
  /**
   * Show the content while focus is inside it, for skip links such as 'Skip to content'.
   * @default false
   */
  isFocusable?: boolean;
};

/**
 * Content that is hidden on screen but read by screen readers, such as '(opens in a new tab)'
 * after a link. With `isFocusable` it appears when a keyboard user tabs into it.
 */
export function VisuallyHidden({ elementType = 'span', isFocusable = false, ...props }: VisuallyHiddenProps) {
  return (
    <StyledVisuallyHidden
      {...props}
      elementType={elementType}
      isFocusable={isFocusable}
      data-focusable={isFocusable || undefined}
    />
  );
}
