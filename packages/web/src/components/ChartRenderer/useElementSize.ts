import { useCallback, useState } from 'react';

/** The content size of an element, kept current with a ResizeObserver (a callback ref). */
export function useElementSize<T extends HTMLElement>(): [
  (el: T | null) => void,
  { width: number; height: number },
] {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const ref = useCallback((el: T | null) => {
    if (!el) return undefined;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      setSize((s) =>
        Math.round(width) === s.width && Math.round(height) === s.height
          ? s
          : { width: Math.round(width), height: Math.round(height) },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
