/**
 * A column store seen as an array of row objects, for code that takes rows as
 * `Record<string, unknown>[]` (length, indexing, iteration, slice, map…): each row object is made
 * when read and not kept. The grid finds the store behind it (`storeOf`) and reads columns directly.
 */
import type { ColumnStore } from './columnStore';

const STORE = Symbol('columnStore');

const indexOf = (key: string | symbol): number => {
  if (typeof key !== 'string') return -1;
  const n = Number(key);
  return Number.isInteger(n) && n >= 0 && String(n) === key ? n : -1;
};

export function columnarRows(store: ColumnStore): Record<string, unknown>[] {
  return new Proxy<Record<string, unknown>[]>([], {
    get(target, key, receiver) {
      if (key === STORE) return store;
      if (key === 'length') return store.length;
      const i = indexOf(key);
      if (i >= 0) return i < store.length ? store.row(i) : undefined;
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      const i = indexOf(key);
      return i >= 0 ? i < store.length : Reflect.has(target, key);
    },
    set: () => false,
  });
}

/** The column store behind rows made by `columnarRows`, if they are. */
export const storeOf = (rows: readonly unknown[]): ColumnStore | undefined =>
  (rows as unknown as { [STORE]?: ColumnStore })[STORE];
