/**
 * SQLite's `x REGEXP y` (SQLite calls regexp(y, x); it has no built-in one). It runs inside the
 * synchronous driver, on the event loop, so it uses RE2 (linear time: `(a+)+$` cannot backtrack for
 * seconds) rather than a JavaScript RegExp. RE2 has no lookaround or backreferences; such a pattern
 * is an error of the query, as an invalid one is.
 */
import { RE2 } from 're2-wasm';
import { textOf } from '../values.js';

/** Compiled patterns kept (least recently used dropped first). */
const CACHE_SIZE = 200;
const cache = new Map<string, RE2>();

/** re2-wasm objects hold WebAssembly memory that is only released by delete(). */
function release(re: RE2): void {
  (re as unknown as { wrapper?: { delete?: () => void } }).wrapper?.delete?.();
}

function compiled(pattern: string): RE2 {
  let re = cache.get(pattern);
  if (re) {
    cache.delete(pattern);
  } else {
    try {
      re = new RE2(pattern, 'u');
    } catch (err) {
      throw new Error(`REGEXP: ${err instanceof Error ? err.message : 'invalid regular expression'}`, {
        cause: err,
      });
    }
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value!;
      release(cache.get(oldest)!);
      cache.delete(oldest);
    }
  }
  cache.set(pattern, re);
  return re;
}

export function regexp(pattern: unknown, value: unknown): number | null {
  if (pattern === null || value === null || pattern === undefined || value === undefined) return null;
  return compiled(textOf(pattern)).test(textOf(value)) ? 1 : 0;
}
