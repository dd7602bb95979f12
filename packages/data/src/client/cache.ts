/**
 * The resolver cache: identical reads share one request
 * while it runs and its result for `ttlMs` after it succeeds. Failures are not kept; writes clear
 * everything.
 */
import { SharedCall } from './shared';

interface Entry {
  call: SharedCall<unknown>;
  /** Set once the request succeeded. */
  expiresAt?: number;
}

export class ResolverCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The shared call for `key`, starting a new one when none is running or fresh. */
  get<T>(key: string, start: (signal: AbortSignal) => Promise<T>): SharedCall<T> {
    this.sweep();
    const existing = this.entries.get(key);
    if (existing && !existing.call.cancelled) {
      if (existing.expiresAt === undefined || existing.expiresAt > this.now()) {
        return existing.call as SharedCall<T>;
      }
    }
    const entry: Entry = { call: new SharedCall(start) };
    this.entries.set(key, entry);
    entry.call.promise.then(
      () => {
        entry.expiresAt = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.call as SharedCall<T>;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
