/**
 * Whether an element has come into the viewport (or within `margin` of it), latched: once true it
 * stays true, so a chart asks for its data the first time it is seen and keeps it afterwards. No margin
 * by default: a dashboard sends no more chart-data requests than it has charts in view.
 * Elements that are not displayed (inactive tabs) never intersect.
 */
import { useEffect, useState, type RefObject } from 'react';

export const CHART_LOAD_MARGIN = '0px';

export function useSeenOnce(ref: RefObject<Element | null>, margin = CHART_LOAD_MARGIN): boolean {
  // Without IntersectionObserver (old browsers, tests) every chart loads at once.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
