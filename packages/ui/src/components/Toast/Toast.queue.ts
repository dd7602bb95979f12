import type { ReactNode } from 'react';

export type ToastVariant = 'neutral' | 'success' | 'error';

export type ToastContent = {
  /** The message, such as 'New password created'. */
  message: ReactNode;
  /** An optional bold line above the message. */
  title?: ReactNode;
  /** @default 'neutral' */
  variant?: ToastVariant;
};

export type ToastOptions = {
  /**
   * Hide the toast after this many milliseconds (10000 for 'New password created', 6000 for the
   * phone verification). The countdown pauses while the pointer or focus is in the region.
   * Leave it out to keep the toast until it is dismissed.
   */
  timeout?: number;
  /** Called when the toast closes, by its dismiss button, its timeout or `close`. */
  onClose?: () => void;
};

export type QueuedToast = ToastContent & ToastOptions & { key: string };

export type ToastQueueOptions = {
  /** How many toasts show at once; the others wait their turn. @default 3 */
  maxVisibleToasts?: number;
};

class Timer {
  #id: ReturnType<typeof setTimeout> | undefined;
  #remaining: number;
  #startedAt = 0;
  readonly #callback: () => void;

  constructor(callback: () => void, delay: number) {
    this.#callback = callback;
    this.#remaining = delay;
  }

  resume() {
    if (this.#id !== undefined || this.#remaining <= 0) return;
    this.#startedAt = Date.now();
    this.#id = setTimeout(() => {
      this.#id = undefined;
      this.#remaining = 0;
      this.#callback();
    }, this.#remaining);
  }

  pause() {
    if (this.#id === undefined) return;
    clearTimeout(this.#id);
    this.#id = undefined;
    this.#remaining -= Date.now() - this.#startedAt;
  }
}

let nextKey = 0;

/**
 * The toasts of an app, oldest first. Create one with `createToastQueue()`, render it with a
 * `ToastRegion` and call `add` from anywhere. Timers start once a toast is on screen.
 */
export class ToastQueue {
  #toasts: QueuedToast[] = [];
  #visible: QueuedToast[] = [];
  readonly #listeners = new Set<() => void>();
  readonly #timers = new Map<string, Timer>();
  readonly #maxVisible: number;
  #isPaused = false;

  constructor({ maxVisibleToasts = 3 }: ToastQueueOptions = {}) {
    this.#maxVisible = maxVisibleToasts;
  }

  /** Shows a toast and returns its key. */
  add(content: ToastContent, options: ToastOptions = {}): string {
    nextKey += 1;
    const key = `toast-${nextKey}`;
    this.#toasts = [...this.#toasts, { ...content, ...options, key }];
    this.#update();
    return key;
  }

  /** Closes a toast by its key. */
  close(key: string) {
    const toast = this.#toasts.find((item) => item.key === key);
    if (!toast) return;
    this.#timers.get(key)?.pause();
    this.#timers.delete(key);
    this.#toasts = this.#toasts.filter((item) => item.key !== key);
    this.#update();
    toast.onClose?.();
  }

  /** Closes every toast. */
  clear() {
    for (const toast of this.#toasts) this.close(toast.key);
  }

  /** The toasts on screen, oldest first. The same array until something changes. */
  get visibleToasts(): readonly QueuedToast[] {
    return this.#visible;
  }

  /** Subscribes to changes of `visibleToasts`; returns the unsubscribe function. */
  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = () => this.#visible;

  /** Starts (or resumes) the countdown of a toast that is now on screen. */
  startTimer(key: string) {
    const toast = this.#toasts.find((item) => item.key === key);
    if (!toast?.timeout) return;
    let timer = this.#timers.get(key);
    if (!timer) {
      timer = new Timer(() => this.close(key), toast.timeout);
      this.#timers.set(key, timer);
    }
    if (!this.#isPaused) timer.resume();
  }

  /** Pauses the countdown of a toast, such as when it leaves the screen. */
  pauseTimer(key: string) {
    this.#timers.get(key)?.pause();
  }

  /** Pauses every countdown, while the user reads or interacts with the toasts. */
  pauseAll() {
    this.#isPaused = true;
    for (const timer of this.#timers.values()) timer.pause();
  }

  /** Resumes every countdown. */
  resumeAll() {
    this.#isPaused = false;
    for (const toast of this.#visible) this.startTimer(toast.key);
  }

  #update() {
    this.#visible = this.#toasts.slice(0, this.#maxVisible);
    for (const listener of this.#listeners) listener();
  }
}

/** Creates a queue of toasts to pass to a `ToastRegion`. */
export function createToastQueue(options?: ToastQueueOptions): ToastQueue {
  return new ToastQueue(options);
}
