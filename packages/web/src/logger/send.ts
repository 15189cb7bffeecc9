/**
 * Sends a batch to `POST /superset/log/?explode=events` as form data (`events`, and `guest_token`
 * for embedded pages), with the object of the batch in the query string (`dashboard_id`/`slice_id`),
 * one request per object. The request is a keepalive fetch, which outlives the page like a beacon
 * but carries the session's CSRF header (a beacon cannot, and the server checks every form post).
 */
import type { LogEvent } from '@meridian/core';

export const LOG_ENDPOINT = '/superset/log/?explode=events';
/** Browsers refuse keepalive bodies above 64 KiB; bigger batches go as ordinary requests. */
const KEEPALIVE_MAX = 60_000;

export interface SendContext {
  csrfToken: string | null;
  guestToken?: string | null;
}

export function endpointFor(event: LogEvent): string {
  const id = Number(event.source_id);
  if (!Number.isInteger(id) || id <= 0) return LOG_ENDPOINT;
  if (event.source === 'dashboard') return `${LOG_ENDPOINT}&dashboard_id=${id}`;
  if (event.source === 'slice') return `${LOG_ENDPOINT}&slice_id=${id}`;
  return LOG_ENDPOINT;
}

/** The batch split by endpoint, keeping the events' order within each. */
export function groupByEndpoint(events: LogEvent[]): Map<string, LogEvent[]> {
  const groups = new Map<string, LogEvent[]>();
  for (const e of events) {
    const url = endpointFor(e);
    groups.set(url, [...(groups.get(url) ?? []), e]);
  }
  return groups;
}

export function sendEvents(events: LogEvent[], context: SendContext): void {
  for (const [url, group] of groupByEndpoint(events)) {
    const body = new URLSearchParams({ events: JSON.stringify(group) });
    if (context.guestToken) body.set('guest_token', context.guestToken);
    const text = body.toString();
    void fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: text.length <= KEEPALIVE_MAX,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(context.csrfToken && { 'X-CSRFToken': context.csrfToken }),
        ...(context.guestToken && { 'X-GuestToken': context.guestToken }),
      },
      body: text,
    }).catch(() => {
      // Logging never disturbs the page.
    });
  }
}
