'use client';

import { messages } from '@hearth/machines';
import { Fragment, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import { SearchWaitIndicator, SearchWaitMessage, SearchWaitRegion } from './SearchWait.styles';

export type SearchWaitProps = {
  /** What is being searched for, such as 'Plumbers'. */
  query: string;
  /** Where, such as 'Denver, CO'. */
  location: string;
  /** Whether the search is running: the wait view replaces `children` until it ends. @default true */
  isSearching?: boolean;
  /** The page content, shown once the search has finished. */
  children?: ReactNode;
};

/** The catalogue template with `{query}` and `{location}` filled in bold. */
function searchingText(query: string, location: string) {
  const values: Record<string, string> = { query, location };
  return messages.shell.searchWait.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const key = `${index}-${part}`;
    return name && name in values ? (
      <strong key={key}>{values[name]}</strong>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    );
  });
}

/**
 * 'Searching for {query} near {location}': replaces the page content while a search runs. The
 * message is a polite live region (`role="status"`) that stays in place across searches, so each
 * new search is announced; the spinner is decorative and stands still with reduced motion.
 */
export function SearchWait({ query, location, isSearching = true, children }: SearchWaitProps) {
  return (
    <>
      <SearchWaitRegion
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-searching={isSearching || undefined}
      >
        {isSearching ? (
          <>
            <SearchWaitIndicator>
              <Spinner size="lg" />
            </SearchWaitIndicator>
            <SearchWaitMessage>{searchingText(query, location)}</SearchWaitMessage>
          </>
        ) : null}
      </SearchWaitRegion>
      {isSearching ? null : children}
    </>
  );
}
