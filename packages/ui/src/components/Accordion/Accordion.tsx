'use client';

import type { ReactNode, Ref } from 'react';
import type { DisclosureGroupProps as AriaDisclosureGroupProps } from 'react-aria-components';
import { StyledAccordion } from './Accordion.styles';

export type AccordionProps = Omit<AriaDisclosureGroupProps, 'children' | 'className' | 'style'> & {
  /** `Disclosure`s, each with an `id` to use in `expandedKeys` / `defaultExpandedKeys`. */
  children: ReactNode;
  /** Whether several panels can be open at once; when false, opening one closes the others. @default true */
  allowsMultipleExpanded?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A stack of `Disclosure`s, such as the Account Settings panels (Profile, Photo, Password...).
 * Each trigger is its own tab stop; Enter or Space toggles its panel.
 */
export function Accordion({ allowsMultipleExpanded = true, ...props }: AccordionProps) {
  return <StyledAccordion {...props} allowsMultipleExpanded={allowsMultipleExpanded} />;
}
