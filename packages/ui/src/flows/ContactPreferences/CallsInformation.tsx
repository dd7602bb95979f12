'use client';

import { useId } from 'react';
import { Link } from '../../components/Link';
import { useBrand } from '../../provider/brand';
import { useSiteHref } from '../../shell/shared/href';
import { LinkList, Paragraph, Section, SectionHeading } from './ContactPreferences.styles';

/** The two FAQ answers the Calls screen links to, as the site's pages. */
export const CALLS_FAQ_LINKS = [
  // Link text: the FAQ questions the anchors name.
  { page: 'faqRemovePro', label: 'How do I remove a pro?' },
  { page: 'faqUpdateProject', label: 'How do I cancel or update the status of my project?' },
] as const;

/** Not spec copy: the spec names the screen but quotes no heading. */
export const CALLS_TITLE = 'Calls';

export type CallsInformationProps = {
  /** The section heading. @default 'Calls' */
  title?: string;
  /** The level of the section heading; match the screen's outline. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/**
 * The Calls information screen: information only, no actions, with links to the two
 * FAQ answers about removing a pro and cancelling or updating a project. Nothing here changes
 * data, so a curator sees the same.
 */
export function CallsInformation({ title = CALLS_TITLE, headingLevel = 2 }: CallsInformationProps) {
  const headingId = useId();
  const { productName } = useBrand();
  const siteHref = useSiteHref();
  return (
    <Section aria-labelledby={headingId}>
      <SectionHeading id={headingId} level={headingLevel}>
        {title}
      </SectionHeading>
      {/* Not spec copy: the spec says the screen is information only and names its two links. */}
      <Paragraph>
        The pros working on your project may call you about it, and {productName} may call you about your
        requests. To stop calls from a pro, remove the pro from your project. To stop calls about a project,
        cancel it or update its status.
      </Paragraph>
      <LinkList>
        {CALLS_FAQ_LINKS.map((link) => (
          <li key={link.page}>
            <Link href={siteHref(link.page)}>{link.label}</Link>
          </li>
        ))}
      </LinkList>
    </Section>
  );
}
