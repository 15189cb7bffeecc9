/**
 * Server-side action logging (Superset's `log_this_with_context`): a handler marks its request with
 * the action and the object it concerns (`logAction`), and once the request is answered without an
 * error the row is queued on the event logger with the request's duration, path and referrer.
 * Marking never throws and never waits.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOG_JSON_MAX, LOG_REFERRER_MAX } from '@meridian/core';
import type { AppContext } from '../context.js';
import { eventLogger, type LogRow } from './logger.js';

export interface LoggedObject {
  dashboardId?: number | null;
  sliceId?: number | null;
  /** Extra fields of the row's JSON (Superset's payload override). */
  payload?: Record<string, unknown>;
}

interface Pending extends LoggedObject {
  action: string;
}

const pending = new WeakMap<FastifyRequest, Pending>();

/** Logs this request as `action` (e.g. `DashboardRestApi.get`) once it has been answered successfully. */
export function logAction(request: FastifyRequest, action: string, object: LoggedObject = {}): void {
  pending.set(request, { action, ...object });
}

/** The referrer as stored: at most LOG_REFERRER_MAX characters. */
export function referrerOf(request: FastifyRequest): string | null {
  const header: unknown = request.headers.referer;
  const value: unknown = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value ? value.slice(0, LOG_REFERRER_MAX) : null;
}

/** The row's JSON: the request path and the payload; the payload is left out if it is too long. */
function jsonOf(request: FastifyRequest, payload: Record<string, unknown> | undefined): string {
  const path = request.url.split('?')[0]!.slice(0, 1000);
  const full = JSON.stringify({ path, ...payload });
  return full.length <= LOG_JSON_MAX ? full : JSON.stringify({ path });
}

export function rowOfRequest(request: FastifyRequest, entry: Pending, durationMs: number | null): LogRow {
  return {
    action: entry.action,
    user_id: request.user?.id ?? null,
    json: jsonOf(request, entry.payload),
    dttm: new Date().toISOString(),
    dashboard_id: entry.dashboardId ?? null,
    slice_id: entry.sliceId ?? null,
    duration_ms: durationMs === null ? null : Math.round(durationMs),
    referrer: referrerOf(request),
  };
}

/** Writes the marked requests' rows after their answers (registered once, at the app's root). */
export function registerActionLogHook(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', (request, reply, done) => {
    const entry = pending.get(request);
    if (entry && reply.statusCode < 400) {
      try {
        eventLogger(ctx).log(rowOfRequest(request, entry, reply.elapsedTime));
      } catch (err) {
        request.log.error({ err }, 'action log failed');
      }
    }
    done();
  });
}
