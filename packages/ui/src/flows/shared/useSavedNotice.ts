'use client';

import { useEffect, useEffectEvent, useState } from 'react';

type SaveSnapshot = { hasTag(tag: string): boolean };
type Subscribable<S> = {
  getSnapshot(): S;
  subscribe(observer: (snapshot: S) => void): { unsubscribe(): void };
};

export type SavedNoticeRules<S> = {
  /** The snapshot is in the machine's saving state. */
  isSaving: (snapshot: S) => boolean;
  /** Something the person edits changed between the two snapshots. */
  edited: (previous: S, next: S) => boolean;
};

/**
 * Whether the last save went through and nothing has been edited since: a view's cue to say so.
 * The save machines mark no "saved" state (a successful save goes back to `ready`, as before any
 * save), so this watches for the step from saving to `ready` without `error`. A `saved` tag on
 * the machines would make this a plain `hasTag`.
 */
export function useSavedNotice<S extends SaveSnapshot>(
  actor: Subscribable<S>,
  { isSaving, edited }: SavedNoticeRules<S>,
): boolean {
  const [isSaved, setIsSaved] = useState(false);
  const step = useEffectEvent((previous: S, snapshot: S) => {
    if (isSaving(previous) && snapshot.hasTag('ready') && !snapshot.hasTag('error')) setIsSaved(true);
    else if (isSaving(snapshot) || edited(previous, snapshot)) setIsSaved(false);
  });
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      step(previous, snapshot);
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return isSaved;
}
