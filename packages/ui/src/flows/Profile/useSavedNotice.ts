'use client';

import { useEffect, useState } from 'react';
import type { ProfileActor } from './useFieldErrors';

/**
 * Whether the last save worked in every part and nothing has been edited since. The machine
 * emits `saved`; the notice goes with the next edit or save.
 */
export function useSavedNotice(actor: ProfileActor): boolean {
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => {
    const saved = actor.on('saved', () => setIsSaved(true));
    let previous = actor.getSnapshot();
    const changes = actor.subscribe((snapshot) => {
      if (snapshot.context.form !== previous.context.form || snapshot.hasTag('busy')) setIsSaved(false);
      previous = snapshot;
    });
    return () => {
      saved.unsubscribe();
      changes.unsubscribe();
    };
  }, [actor]);
  return isSaved;
}
