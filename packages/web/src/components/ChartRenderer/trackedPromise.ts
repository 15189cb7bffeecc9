/**
 * A promise that records its outcome on itself (`status`, `value`, `reason`), the convention React's
 * `use` reads: once settled, `use(promise)` returns at once instead of suspending for a tick. A
 * suspension that shows a fallback costs more than the tick: React reveals the content no sooner
 * than 300 ms after a fallback was shown (its fallback throttle), so code or data that is already
 * here must not suspend.
 */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const p = promise as TrackedPromise<T>;
  if (p.status) return p;
  p.status = 'pending';
  p.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason: unknown) => {
      p.status = 'rejected';
      p.reason = reason;
    },
  );
  return p;
}
