/* Story helper: an actor created once per story render and stopped when the story unmounts. */
import { useEffect, useState } from 'react';
import type { Actor, AnyActorLogic } from 'xstate';

/** Creates an actor once per story render, starts it after mount and stops it on unmount. */
export function useStoryActor<TLogic extends AnyActorLogic>(create: () => Actor<TLogic>) {
  const [actor] = useState(create);
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return actor;
}
