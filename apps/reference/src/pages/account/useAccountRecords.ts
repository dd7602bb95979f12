import { GraphQLResponseError } from '@hearth/data';
import { isNotFound } from '@hearth/machines';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { type AccountRecords, loadAccountRecords } from '../../flows/account/records';

/** The viewed user does not exist: a 404 from a read, or a GraphQL NOT_FOUND (trying again cannot help). */
const isMissingUser = (error: unknown) =>
  isNotFound(error) ||
  (error instanceof GraphQLResponseError &&
    error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND'));

export type AccountRecordsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  /** No user has this id (a curator's by-id page with a wrong id). */
  | { status: 'notFound' }
  | {
      status: 'ready';
      records: AccountRecords;
      /** Changes the records in place, after a save changed what they hold (the email). */
      update: (change: (records: AccountRecords) => AccountRecords) => void;
    };

/**
 * The viewed account's records, loaded once per user id; a failure can be retried. `after` is
 * awaited first (a phone verification link is confirmed before the phone is read).
 */
export function useAccountRecords(
  userId: number,
  after: Promise<unknown> | null = null,
): AccountRecordsState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<AccountRecordsState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (records: AccountRecords) => AccountRecords) =>
      setState((current) =>
        current.status === 'ready' ? { ...current, records: change(current.records) } : current,
      ),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.resolve(after)
      .then(() => loadAccountRecords(userId, controller.signal))
      .then(
        (records) => {
          if (controller.signal.aborted) return;
          // The settings screen is a large tree: as a transition React renders it in slices,
          // and the browser stays responsive meanwhile, instead of one long task.
          startTransition(() => setState({ status: 'ready', records, update }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState(isMissingUser(error) ? { status: 'notFound' } : { status: 'failed', retry });
        },
      );
    return () => controller.abort();
  }, [userId, attempt, retry, update, after]);
  return state;
}
