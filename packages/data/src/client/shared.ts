/**
 * One request that several callers may wait on (the resolver cache and the batcher). Each caller
 * has its own signal and timeout: when a caller gives up, only its own promise rejects, and the
 * request itself is cancelled once nobody is waiting for it any more.
 */
import { AbortError, TimeoutError } from './errors';

export interface WaitOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

/**
 * Settles like `promise`, or rejects with AbortError when `signal` fires or TimeoutError after
 * `timeoutMs`; `onLeave` runs when the caller gives up that way.
 */
export function waitFor<T>(promise: Promise<T>, options: WaitOptions, onLeave?: (reason: Error) => void) {
  const { signal, timeoutMs } = options;
  return new Promise<T>((resolve, reject) => {
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const leave = (reason: Error) => {
      if (done) return;
      finish();
      onLeave?.(reason);
      reject(reason);
    };
    function onAbort() {
      leave(new AbortError({ cause: signal?.reason }));
    }
    if (signal?.aborted) {
      onAbort();
      return;
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined && timeoutMs > 0) {
      timer = setTimeout(() => leave(new TimeoutError(timeoutMs)), timeoutMs);
    }
    promise.then(
      (value) => {
        if (done) return;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (done) return;
        finish();
        reject(error);
      },
    );
  });
}

export class SharedCall<T> {
  readonly promise: Promise<T>;
  private readonly controller = new AbortController();
  private waiting = 0;
  private settledFlag = false;

  constructor(start: (signal: AbortSignal) => Promise<T>) {
    this.promise = start(this.controller.signal);
    // Nobody may be listening when the last caller gave up: keep that rejection handled.
    this.promise.then(
      () => {
        this.settledFlag = true;
      },
      () => {
        this.settledFlag = true;
      },
    );
  }

  get settled(): boolean {
    return this.settledFlag;
  }

  /** True once every caller gave up and the request was cancelled. */
  get cancelled(): boolean {
    return this.controller.signal.aborted;
  }

  wait(options: WaitOptions): Promise<T> {
    this.waiting += 1;
    // Only callers who give up are counted out; once settled the count no longer matters.
    return waitFor(this.promise, options, (reason) => {
      this.waiting -= 1;
      if (this.waiting === 0 && !this.settledFlag) this.controller.abort(reason);
    });
  }
}
