/**
 * The web's event batches (Superset's `POST /superset/log/?explode=events`): the request's fields
 * (query string and form or JSON body, the query string winning) name the field to explode; each
 * event of it becomes one `log` row with the batch's dashboard_id/slice_id (or the event's own).
 * Everything is bounded: the events text, the number of events, each event's size and keys.
 */
import { LOG_BATCH_MAX_EVENTS, LOG_JSON_MAX } from '@meridian/core';
import { invalidField } from '../domain-errors.js';
import type { LogRow } from './logger.js';

/** Characters of the exploded field's text; a larger batch is a 413. */
export const MAX_EVENTS_TEXT = 2 * 1024 * 1024;
/** Characters of one event as JSON, and keys in it. */
export const MAX_EVENT_CHARS = 16_384;
export const MAX_EVENT_KEYS = 64;
const MAX_GUEST_TOKEN = 4096;
const MAX_INT = 2 ** 31 - 1;

export interface BatchContext {
  userId: number | null;
  referrer: string | null;
  now?: Date;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An id field: absent, or a positive integer (number or digits). */
function idField(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_INT)
    throw invalidField(field, 'Must be an integer id.');
  return n === 0 ? null : n;
}

/** An id in an event: used when valid, else ignored (the event is kept as sent). */
function eventId(value: unknown): number | null {
  try {
    return idField(value, 'id');
  } catch {
    return null;
  }
}

function eventDuration(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_INT
    ? Math.round(value)
    : null;
}

/** The events of the exploded field: JSON text (form) or an array (JSON body). */
function eventsOf(fields: Record<string, unknown>, explode: string): unknown[] {
  let value = fields[explode];
  if (typeof value === 'string') {
    if (value.length > MAX_EVENTS_TEXT)
      throw invalidField(explode, `Larger than ${MAX_EVENTS_TEXT} characters.`, 413);
    try {
      value = JSON.parse(value);
    } catch {
      throw invalidField(explode, 'Not valid JSON.');
    }
  }
  if (!Array.isArray(value)) throw invalidField(explode, 'Must be a list of events.');
  if (value.length > LOG_BATCH_MAX_EVENTS)
    throw invalidField(explode, `At most ${LOG_BATCH_MAX_EVENTS} events per request.`, 413);
  return value;
}

function checkedEvent(event: unknown, field: string): string {
  if (!isRecord(event)) throw invalidField(field, 'Must be an object.');
  if (Object.keys(event).length > MAX_EVENT_KEYS)
    throw invalidField(field, `At most ${MAX_EVENT_KEYS} keys.`);
  const json = JSON.stringify(event);
  if (json.length > Math.min(MAX_EVENT_CHARS, LOG_JSON_MAX))
    throw invalidField(field, `Larger than ${MAX_EVENT_CHARS} characters.`);
  return json;
}

/** The request's fields: query string over body (as Superset's request.args over request.form). */
export function batchFields(query: unknown, body: unknown): Record<string, unknown> {
  if (body !== undefined && body !== null && !isRecord(body))
    throw invalidField('_schema', 'Must be form fields or a JSON object.');
  return { ...(body ?? {}), ...(isRecord(query) ? query : {}) };
}

/** The rows of one batch; throws 400/413 naming the field. */
export function rowsOfBatch(fields: Record<string, unknown>, context: BatchContext): LogRow[] {
  const explode = fields.explode ?? 'events';
  if (typeof explode !== 'string' || !/^[a-z_]{1,32}$/.test(explode) || explode === 'explode')
    throw invalidField('explode', 'Must name the field holding the events.');
  const guest = fields.guest_token;
  if (guest !== undefined && (typeof guest !== 'string' || guest.length > MAX_GUEST_TOKEN))
    throw invalidField('guest_token', `Must be a string of at most ${MAX_GUEST_TOKEN} characters.`);
  const dashboardId = idField(fields.dashboard_id, 'dashboard_id');
  const sliceId = idField(fields.slice_id, 'slice_id');
  const events = eventsOf(fields, explode);
  const dttm = (context.now ?? new Date()).toISOString();
  return events.map((event, i) => {
    const json = checkedEvent(event, `${explode}.${i}`);
    const e = event as Record<string, unknown>;
    return {
      action: 'log',
      user_id: context.userId,
      json,
      dttm,
      dashboard_id: dashboardId ?? eventId(e.dashboard_id),
      slice_id: sliceId ?? eventId(e.slice_id),
      duration_ms: eventDuration(e.duration),
      referrer: context.referrer,
    };
  });
}
