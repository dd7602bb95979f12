'use client';

import type { ReactNode } from 'react';
import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { ExternalLink } from '../Icon/icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { ExternalMark, StyledLink } from './Link.styles';

export type LinkVariant = 'inline' | 'standalone';

export type LinkProps = Omit<AriaLinkProps, 'children' | 'className' | 'style' | 'target'> & {
  children: ReactNode;
  /**
   * `inline` sits inside a sentence and is always underlined; `standalone` stands on its own
   * (a "View all" or footer link), semibold and underlined on hover.
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * The link leaves the app: it opens in a new tab (`target="_blank"`,
   * `rel="noopener noreferrer"`), shows an external-link icon and tells screen readers so.
   * Internal links navigate through React Aria's `RouterProvider` when the app sets one.
   * @default false
   */
  isExternal?: boolean;
  /** What screen readers hear after an external link's text. @default '(opens in a new tab)' */
  newTabLabel?: string;
};

/** A link for navigation. Use `Button` for actions. */
export function Link({
  children,
  variant = 'inline',
  isExternal = false,
  newTabLabel = '(opens in a new tab)',
  rel,
  ...props
}: LinkProps) {
  if (!isExternal) {
    return (
      <StyledLink {...props} rel={rel} data-variant={variant}>
        {children}
      </StyledLink>
    );
  }
  return (
    <StyledLink {...props} target="_blank" rel="noopener noreferrer" data-variant={variant} data-external="">
      {children}
      <ExternalMark>
        <Icon as={ExternalLink} size="sm" />
      </ExternalMark>
      <VisuallyHidden>{` ${newTabLabel}`}</VisuallyHidden>
    </StyledLink>
  );
}
