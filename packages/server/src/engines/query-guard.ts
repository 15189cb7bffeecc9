/**
 * Timeout and cancellation of one running query, the same on every engine: a timer and an
 * AbortSignal both call the engine's `interrupt` hook (pg cancel request, KILL QUERY, DuckDB
 * interrupt), and the error the driver then raises is reported as a timeout or a cancellation.
 */
import { cancelledError, timeoutError, type EngineError } from './errors.js';

export interface GuardOptions {
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
}

export class QueryGuard {
  private stoppedBy: 'timeout' | 'cancelled' | null = null;
  private timer: NodeJS.Timeout | null = null;
  private interruptHook: (() => unknown) | null = null;
  private readonly onAbort = (): void => this.stop('cancelled');

  constructor(
    private readonly engineName: string,
    private readonly options: GuardOptions,
  ) {
    if (options.signal?.aborted) this.stoppedBy = 'cancelled';
  }

  /** Arm the timer and the signal; `interrupt` stops the running statement. */
  arm(interrupt: () => unknown): void {
    this.interruptHook = interrupt;
    this.throwIfStopped();
    const { timeoutMs, signal } = this.options;
    if (timeoutMs !== undefined && timeoutMs > 0) {
      this.timer = setTimeout(() => this.stop('timeout'), timeoutMs);
      this.timer.unref?.();
    }
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  /** Stop on request (connector.cancel). */
  cancel(): void {
    this.stop('cancelled');
  }

  get stopped(): 'timeout' | 'cancelled' | null {
    return this.stoppedBy;
  }

  throwIfStopped(): void {
    const err = this.stopError();
    if (err) throw err;
  }

  /** The error to raise: the timeout/cancellation if the guard fired, else the mapped driver error. */
  error(cause: unknown, map: (err: unknown) => EngineError): EngineError {
    return this.stopError(cause) ?? map(cause);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.interruptHook = null;
  }

  private stopError(cause?: unknown): EngineError | null {
    if (this.stoppedBy === 'timeout')
      return timeoutError(this.engineName, this.options.timeoutMs ?? 0, cause);
    if (this.stoppedBy === 'cancelled') return cancelledError(this.engineName, cause);
    return null;
  }

  private stop(reason: 'timeout' | 'cancelled'): void {
    if (this.stoppedBy) return;
    this.stoppedBy = reason;
    const hook = this.interruptHook;
    if (!hook) return;
    try {
      const result = hook();
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // The statement may already have finished; the guard's state still reports the stop.
    }
  }
}

/** Running queries of one connector, by the cancel id handed to `onCancelId`. */
export class RunningQueries {
  private readonly guards = new Map<string, QueryGuard>();
  private next = 0;

  /** Register under `id` (or a fresh local id); returns the id. */
  add(guard: QueryGuard, id?: string): string {
    const key = id ?? `local-${(this.next += 1)}`;
    this.guards.set(key, guard);
    return key;
  }

  remove(id: string): void {
    this.guards.delete(id);
  }

  /** Cancel a query of this connector; false when it is not running here. */
  cancel(id: string): boolean {
    const guard = this.guards.get(id);
    if (!guard) return false;
    guard.cancel();
    return true;
  }

  cancelAll(): void {
    for (const guard of this.guards.values()) guard.cancel();
  }
}
