import type { ReactNode } from 'react';
import type { DisclosureProps as AriaDisclosureProps } from 'react-aria-components';
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
        <DisclosurePanelContent>{children}</DisclosurePanelContent>
      </StyledDisclosurePanel>
    </StyledDisclosure>
  );
}
