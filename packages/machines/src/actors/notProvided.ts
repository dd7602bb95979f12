import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * A placeholder for an actor that reaches the outside world (an API call, a redirect, a file
 * read). It fails with a clear message until the app or story supplies the real one with
 * `machine.provide({ actors: { [name]: ... } })`.
 */
export function notProvided<TOutput, TInput = unknown>(
  machineId: string,
  actorName: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(
      `${machineId}: the "${actorName}" actor is not provided; supply it with machine.provide({ actors: { ${actorName} } })`,
    );
  });
}
