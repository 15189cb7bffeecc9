/** Logs `eventName` once per mount, as soon as `source` is known (null: not yet). */
import { useEffect, useRef, useState } from 'react';
import { logEvent, type LogSource } from './index';

export function useLogOnce(eventName: string, source: LogSource | null, data?: Record<string, unknown>) {
  const logged = useRef(false);
  const [start] = useState(() => performance.now());
  useEffect(() => {
    if (logged.current || source === null) return;
    logged.current = true;
    logEvent(eventName, { duration: Math.round(performance.now() - start), ...data }, source);
  }, [eventName, source, data, start]);
}

/** Superset's spa_navigation: one event per page the app shows. */
export function useSpaNavigationLog(path: string) {
  useEffect(() => {
    logEvent('spa_navigation', { path }, { source: 'spa' });
  }, [path]);
}
