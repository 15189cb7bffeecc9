/**
 * Superset's DebouncedMessageQueue for log events: events wait until 1000 ms have passed since the
 * first one queued, or until 1024 are queued, and then go out together. `flushNow` (page hide) sends
 * at once what is queued.
 */
import { LOG_BATCH_DELAY_MS, LOG_BATCH_MAX_EVENTS } from '@meridian/core';

export interface BatcherOptions<E> {
  send: (events: E[]) => void;
  maxEvents?: number;
  delayMs?: number;
  /** Timers: the window's by default (tests pass fake ones through vitest). */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class EventBatcher<E> {
  private queue: E[] = [];
  private timer: unknown = null;
  private readonly maxEvents: number;
  private readonly delayMs: number;

  constructor(private readonly options: BatcherOptions<E>) {
    this.maxEvents = options.maxEvents ?? LOG_BATCH_MAX_EVENTS;
    this.delayMs = options.delayMs ?? LOG_BATCH_DELAY_MS;
  }

  add(event: E): void {
    this.queue.push(event);
    if (this.queue.length >= this.maxEvents) this.flushNow();
    else if (this.timer === null) {
      const set = this.options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
      this.timer = set(() => {
        this.timer = null;
        this.flushNow();
      }, this.delayMs);
    }
  }

  flushNow(): void {
    if (this.timer !== null) (this.options.clearTimer ?? ((h) => clearTimeout(h as number)))(this.timer);
    this.timer = null;
    while (this.queue.length > 0) this.options.send(this.queue.splice(0, this.maxEvents));
  }

  get size(): number {
    return this.queue.length;
  }
}
