'use client';

import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { CardBody, CardFooter, CardHeading, StyledCard } from './Card.styles';

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6;

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'className' | 'style'> & {
  /** The heading at the top; it also names the card for screen readers. */
  title?: ReactNode;
  /** The level of the title's heading; match the page outline. @default 2 */
  headingLevel?: CardHeadingLevel;
  /** The body. */
  children?: ReactNode;
  /** Actions or notes at the bottom, such as a row of `Button`s. */
  footer?: ReactNode;
  /**
   * `section` for part of a page, `article` for something complete on its own (a project in a
   * list), `div` for a plain surface. A titled section or article is named by its title.
   * @default 'section'
   */
  as?: 'section' | 'article' | 'div';
};

/** A raised surface that groups related content, with an optional title and footer actions. */
export function Card({ title, headingLevel = 2, children, footer, as = 'section', ...props }: CardProps) {
  const headingId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false;
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  return (
    <StyledCard
      {...props}
      as={as}
      aria-labelledby={hasTitle && !named && as !== 'div' ? headingId : props['aria-labelledby']}
    >
      {hasTitle ? (
        <CardHeading id={headingId} level={headingLevel}>
          {title}
        </CardHeading>
      ) : null}
      {children !== undefined ? <CardBody>{children}</CardBody> : null}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </StyledCard>
  );
}
