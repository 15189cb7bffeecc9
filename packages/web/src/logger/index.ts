/**
 * The web's event logger (Superset's loggerMiddleware): `logEvent(name, data, source)` stamps an
 * event (ts, impression id, source and source id, event type) and queues it; batches go to the
 * server every second, at 1024 events, and when the page is hidden or left.
 */
import type { LogEvent } from '@meridian/core';
import { getCsrfToken } from '../api/client';
import { getGuestToken } from '../api/guestToken';
import { EventBatcher } from './batcher';
import { sendEvents } from './send';

export { EventBatcher } from './batcher';
export { endpointFor, groupByEndpoint, LOG_ENDPOINT } from './send';

export interface LogSource {
  source: 'dashboard' | 'slice' | 'sqlLab' | 'spa';
  source_id?: number | string;
}

/** Events of a page view with a duration are `timing`; the rest are `user` events. */
const TIMING_EVENTS = new Set(['load_chart', 'render_chart', 'mount_dashboard', 'mount_explorer']);

const impressionId = Math.random().toString(36).slice(2, 11);
let csrfToken: string | null = null;
let listening = false;

const batcher = new EventBatcher<LogEvent>({
  // Every form POST needs the CSRF header: a batch going out before the token has come (the first
  // one on a slow server, a page hidden right away) waits for it; without one it is dropped rather
  // than refused.
  send: (events) => {
    // An embedded page's batches carry the guest token (header and `guest_token` field), no CSRF token.
    const guestToken = getGuestToken();
    if (guestToken) return sendEvents(events, { csrfToken: null, guestToken });
    if (csrfToken !== null) return sendEvents(events, { csrfToken });
    void getCsrfToken().then(
      (t) => {
        csrfToken = t;
        sendEvents(events, { csrfToken: t });
      },
      () => {},
    );
  },
});

function listenForPageHide(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const flush = () => batcher.flushNow();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Queues one event; never throws. */
export function logEvent(eventName: string, data: Record<string, unknown> = {}, source?: LogSource): void {
  try {
    listenForPageHide();
    // The token is fetched once and kept, so a send on page hide needs no request first.
    if (csrfToken === null && !getGuestToken())
      void getCsrfToken().then(
        (t) => (csrfToken = t),
        () => {},
      );
    batcher.add({
      ...data,
      event_name: eventName,
      ...source,
      impression_id: impressionId,
      version: 'v2',
      ts: Date.now(),
      event_type: TIMING_EVENTS.has(eventName) ? 'timing' : 'user',
    });
  } catch {
    // Logging never disturbs the page.
  }
}

/** Sends what is queued now (tests, sign-out). */
export function flushEvents(): void {
  batcher.flushNow();
}
