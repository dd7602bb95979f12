import { useEffect } from 'react';

/** Sets the tab's title for the page (the spec's route title where it names one). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
