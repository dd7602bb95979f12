'use client';

import { type ReactNode, useContext, useState } from 'react';
import { type DisclosureProps as AriaDisclosureProps, DisclosureStateContext } from 'react-aria-components';
import { Icon } from '../Icon';
import { ChevronDown } from '../Icon/icons';
import {
  DisclosureChevron,
  DisclosureHeading,
  DisclosurePanelContent,
  DisclosureTrigger,
  StyledDisclosure,
  StyledDisclosurePanel,
} from './Disclosure.styles';

export type DisclosureHeadingLevel = 2 | 3 | 4 | 5 | 6;

export type DisclosureProps = Omit<AriaDisclosureProps, 'children' | 'className' | 'style'> & {
  /** The text of the trigger button, such as 'Profile'. */
  title: ReactNode;
  /** The content shown when expanded. */
  children: ReactNode;
  /** The level of the heading that wraps the trigger; match the page outline. @default 3 */
  headingLevel?: DisclosureHeadingLevel;
  /**
   * The panel's role. Use `region` for a few large panels that should be landmarks.
   * @default 'group'
   */
  panelRole?: 'group' | 'region';
  /**
   * Render the content only once the panel is first expanded, and keep it from then on (what was
   * typed in it stays when it folds). For a stack of large panels most of which stay folded.
   * @default false
   */
  renderWhenExpanded?: boolean;
};

/**
 * A heading with a button that shows and hides a panel of content. Enter or Space toggles it.
 * Put several in an `Accordion` to group them.
 */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  panelRole = 'group',
  renderWhenExpanded = false,
  ...props
}: DisclosureProps) {
  return (
    <StyledDisclosure {...props}>
      <DisclosureHeading level={headingLevel}>
        <DisclosureTrigger slot="trigger">
          <span>{title}</span>
          <DisclosureChevron>
            <Icon as={ChevronDown} />
          </DisclosureChevron>
        </DisclosureTrigger>
      </DisclosureHeading>
      <StyledDisclosurePanel role={panelRole}>
        <DisclosurePanelContent>
          {renderWhenExpanded ? <OnceExpanded>{children}</OnceExpanded> : children}
        </DisclosurePanelContent>
      </StyledDisclosurePanel>
    </StyledDisclosure>
  );
}

/** Its children from the first time the disclosure around it is expanded. */
function OnceExpanded({ children }: { children: ReactNode }) {
  const isExpanded = useContext(DisclosureStateContext)?.isExpanded ?? true;
  const [expandedOnce, setExpandedOnce] = useState(isExpanded);
  if (isExpanded && !expandedOnce) setExpandedOnce(true);
  return expandedOnce || isExpanded ? children : null;
}
