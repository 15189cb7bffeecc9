import { useEffect, useRef } from 'react';

/**
 * Calls `refetch` when the window gets the focus back or the page becomes visible again (e.g. after a
 * chart was saved in another browser tab). The app's RTK Query store has no focus listeners of its own.
 */
export function useRefetchOnFocus(refetch: () => unknown): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, []);
}
