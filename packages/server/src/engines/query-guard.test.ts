import { describe, expect, it } from 'vitest';
import { ErrorType, genericEngineError } from './errors.js';
import { QueryGuard, RunningQueries } from './query-guard.js';

describe('QueryGuard', () => {
  it('interrupts on timeout and reports a timeout', async () => {
    const guard = new QueryGuard('X', { timeoutMs: 20 });
    let interrupted = false;
    guard.arm(() => (interrupted = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(interrupted).toBe(true);
    expect(guard.error(new Error('driver'), (e) => genericEngineError('X', e)).errorType).toBe(
      ErrorType.CONNECTION_DATABASE_TIMEOUT,
    );
    guard.dispose();
  });

  it('interrupts on abort and reports a cancellation', () => {
    const controller = new AbortController();
    const guard = new QueryGuard('X', { signal: controller.signal });
    let interrupted = 0;
    guard.arm(() => (interrupted += 1));
    controller.abort();
    controller.abort();
    expect(interrupted).toBe(1);
    expect(() => guard.throwIfStopped()).toThrow(/Query was stopped/);
    guard.dispose();
  });

  it('refuses to start when already aborted', () => {
    const controller = new AbortController();
    controller.abort();
    const guard = new QueryGuard('X', { signal: controller.signal });
    expect(() => guard.arm(() => undefined)).toThrow(/Query was stopped/);
  });

  it('maps driver errors when it did not fire', () => {
    const guard = new QueryGuard('X', { timeoutMs: 10_000 });
    guard.arm(() => undefined);
    expect(guard.error(new Error('boom'), (e) => genericEngineError('X', e)).message).toBe('X error: boom');
    guard.dispose();
  });

  it('cancels running queries by id', () => {
    const running = new RunningQueries();
    const guard = new QueryGuard('X', {});
    let interrupted = false;
    guard.arm(() => (interrupted = true));
    const id = running.add(guard);
    expect(running.cancel('other')).toBe(false);
    expect(running.cancel(id)).toBe(true);
    expect(interrupted).toBe(true);
    running.remove(id);
    expect(running.cancel(id)).toBe(false);
  });
});
