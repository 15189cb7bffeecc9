import { asArray } from './columnOptions';

/**
 * A drop-zone control's value read as a list and written back in its own form: the list when
 * `multi`, else its first item (or null).
 */
export function listValue<T>(value: unknown, multi: boolean, onChange: (value: unknown) => void) {
  const values = asArray(value as T | T[] | null);
  const put = (next: T[]) => onChange(multi ? next : (next[0] ?? null));
  return {
    values,
    put,
    /** Appends when `multi`, else replaces the one value. */
    add: (item: T) => put(multi ? [...values, item] : [item]),
    remove: (index: number) => put(values.filter((_, j) => j !== index)),
    /** Saves a popover's item: replaces the value at `index`, or hands a new one to `add`. */
    save: (index: number | 'new', item: T, add: (item: T) => void) => {
      if (index === 'new') add(item);
      else put(values.map((v, i) => (i === index ? item : v)));
    },
  };
}
