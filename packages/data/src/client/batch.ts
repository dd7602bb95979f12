/**
 * Dataloader-style batching of bulk reads: calls
 * of one resource with the same other input made within the window become one request carrying
 * the de-duplicated ids, and each caller gets its own share of the answer back.
 */
import { AbortError, TimeoutError } from './errors';
import { type WaitOptions, waitFor } from './shared';
import type { Splitter } from './split';

/** Runs `task` after `ms`; returns a function that cancels it. Injectable for tests. */
export type Scheduler = (task: () => void, ms: number) => () => void;

export const timerScheduler: Scheduler = (task, ms) => {
  const handle = setTimeout(task, ms);
  return () => clearTimeout(handle);
};

interface Member {
  ids: readonly unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
  gone: boolean;
}

interface Batch {
  members: Member[];
  cancelTimer: () => void;
  controller?: AbortController;
  settled: boolean;
}

export interface BatcherOptions {
  delayMs: number;
  maxIds: number;
  schedule: Scheduler;
}

/** Distinct ids in first-seen order (ids compare by their text form: 7 and '7' are one id). */
export function uniqueIds(lists: readonly (readonly unknown[])[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const list of lists) for (const id of list) if (!seen.has(String(id))) seen.set(String(id), id);
  return [...seen.values()];
}

export class Batcher {
  private readonly open = new Map<string, Batch>();

  constructor(private readonly options: BatcherOptions) {}

  /**
   * Joins (or opens) the batch for `key`. `run` sends one request for the merged ids; `split` cuts
   * the caller's share out of its answer.
   */
  load<T>(
    key: string,
    ids: readonly unknown[],
    run: (ids: unknown[], signal: AbortSignal) => Promise<unknown>,
    split: Splitter,
    wait: WaitOptions,
  ): Promise<T> {
    let batch = this.open.get(key);
    if (batch) {
      const merged = uniqueIds([...batch.members.filter((m) => !m.gone).map((m) => m.ids), ids]);
      if (merged.length > this.options.maxIds) {
        this.dispatch(key, batch, run, split);
        batch = undefined;
      }
    }
    if (!batch) {
      const created: Batch = { members: [], cancelTimer: () => {}, settled: false };
      created.cancelTimer = this.options.schedule(
        () => this.dispatch(key, created, run, split),
        this.options.delayMs,
      );
      this.open.set(key, created);
      batch = created;
    }
    const current = batch;
    let member!: Member;
    const share = new Promise<T>((resolve, reject) => {
      member = { ids, resolve: resolve as (value: unknown) => void, reject, gone: false };
    });
    current.members.push(member);
    return waitFor(share, wait, (reason) => this.leave(key, current, member, reason));
  }

  private leave(key: string, batch: Batch, member: Member, reason: Error) {
    member.gone = true;
    if (batch.members.some((m) => !m.gone)) return;
    if (!batch.controller) {
      // Nobody is left before the window closed: no request at all.
      batch.cancelTimer();
      if (this.open.get(key) === batch) this.open.delete(key);
    } else if (!batch.settled) {
      batch.controller.abort(reason instanceof TimeoutError ? reason : new AbortError({ cause: reason }));
    }
  }

  private dispatch(
    key: string,
    batch: Batch,
    run: (ids: unknown[], signal: AbortSignal) => Promise<unknown>,
    split: Splitter,
  ) {
    if (this.open.get(key) === batch) this.open.delete(key);
    batch.cancelTimer();
    if (batch.controller) return;
    const members = batch.members.filter((m) => !m.gone);
    if (members.length === 0) return;
    const controller = new AbortController();
    batch.controller = controller;
    run(uniqueIds(members.map((m) => m.ids)), controller.signal).then(
      (merged) => {
        batch.settled = true;
        for (const m of members) {
          try {
            m.resolve(split(merged, m.ids));
          } catch (error) {
            m.reject(error);
          }
        }
      },
      (error: unknown) => {
        batch.settled = true;
        for (const m of members) m.reject(error);
      },
    );
  }
}
