/**
 * One clock for every relative-time label of the page: a single interval, started by the first
 * component that reads it and stopped with the last, ticks them all at once.
 */
import { useSyncExternalStore } from 'react';

/** How often relative times are worded again (ms). */
export const NOW_TICK_MS = 10_000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, NOW_TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => now;

/** The current time (ms), renewed every NOW_TICK_MS while any component reads it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** How many intervals are running (one at most; for tests). */
export const runningClocks = () => (timer === undefined ? 0 : 1);
