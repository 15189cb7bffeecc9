/**
 * One formatter a format string, built on first use; the cache is emptied past 500 entries so
 * ad-hoc formats cannot grow it without bound.
 */
export function formatterCache<F>(create: (format: string) => F): (format: string) => F {
  const cache = new Map<string, F>();
  return (key) => {
    let formatter = cache.get(key);
    if (!formatter) {
      formatter = create(key);
      if (cache.size > 500) cache.clear();
      cache.set(key, formatter);
    }
    return formatter;
  };
}
