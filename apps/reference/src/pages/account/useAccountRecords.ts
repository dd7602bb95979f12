import { startTransition, useCallback, useEffect, useState } from 'react';
import { type AccountRecords, loadAccountRecords } from '../../flows/account/records';

export type AccountRecordsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
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
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', retry });
        },
      );
    return () => controller.abort();
  }, [userId, attempt, retry, update, after]);
  return state;
}
