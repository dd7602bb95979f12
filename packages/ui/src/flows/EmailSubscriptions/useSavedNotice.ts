import type { subscriptionTreeMachine } from '@hearth/machines';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';

/**
 * Whether the last save succeeded and nothing has been changed since: the view's cue to say so.
 * The machine marks no "saved" state (a successful save goes back to `ready.idle`, the same state
 * as before any save), so this watches for the step from `saving` to `ready` without an error.
 * A `saved` tag on the machine would make this a plain `hasTag` (asked for in the report).
 */
export function useSavedNotice(actor: ActorRefFrom<typeof subscriptionTreeMachine>): boolean {
  const [isSaved, setIsSaved] = useState(false);
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      if (previous.matches('saving') && snapshot.hasTag('ready') && !snapshot.hasTag('error')) {
        setIsSaved(true);
      } else if (snapshot.matches('saving') || snapshot.context.groups !== previous.context.groups) {
        setIsSaved(false);
      }
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return isSaved;
}
