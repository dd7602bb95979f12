/* Story content for SearchWait: the results a finished search shows. */
import { useEffect, useState } from 'react';
import { SearchWait, type SearchWaitProps } from './SearchWait';

export const searchResults = (
  <section aria-label="Search results">
    <h2>3 plumbers near Denver, CO</h2>
    <ul>
      <li>Mile High Plumbing</li>
      <li>Front Range Pipe &amp; Drain</li>
      <li>Cherry Creek Plumbers</li>
    </ul>
  </section>
);

/** A search that runs for `durationMs`, then shows the results. */
export function TimedSearch({
  durationMs,
  ...props
}: Omit<SearchWaitProps, 'isSearching'> & { durationMs: number }) {
  const [isSearching, setIsSearching] = useState(true);
  useEffect(() => {
    const id = setTimeout(() => setIsSearching(false), durationMs);
    return () => clearTimeout(id);
  }, [durationMs]);
  return <SearchWait {...props} isSearching={isSearching} />;
}
