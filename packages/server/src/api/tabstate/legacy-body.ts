/**
 * Helpers shared by the SQL Lab routes: bodies of Superset's legacy views (form fields holding
 * JSON, or plain JSON), the display row limit, and the caller's own query rows (another user's
 * query, tab or result is "not found", so nothing about it leaks).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseRow } from '../datasources/connections.js';
import type { MetaDb } from '../meta/db.js';
import { findQueryByClientId, type QueryRow } from '../sqllab/query-record.js';
import { HttpError, notFound } from './errors.js';

/**
 * Superset's legacy views post form fields whose values are JSON text (`queryEditor`, `table`,
 * `expanded`…); JSON bodies are taken as they are, and a JSON text inside them is decoded too.
 */
export function legacyBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'invalid', { message: { _schema: ['The body must be an object'] } });
  const form = String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
  if (!form) return body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') out[key] = value;
    else {
      try {
        out[key] = JSON.parse(value) as unknown;
      } catch {
        out[key] = value;
      }
    }
  }
  return out;
}

/** A field that may arrive as an object or as its JSON text. */
export function jsonObjectField(body: Record<string, unknown>, field: string): Record<string, unknown> {
  let value = body[field];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      value = null;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'invalid', { message: { [field]: ['Missing data for required field.'] } });
  return value as Record<string, unknown>;
}

/** The caller's query by client id, or 404. */
export async function ownQueryByClientId(db: MetaDb, userId: number, clientId: string): Promise<QueryRow> {
  const row = await findQueryByClientId(db, clientId);
  if (!row || row.user_id !== userId) throw notFound('Query not found');
  return row;
}

export async function databaseRow(db: MetaDb, id: number): Promise<DatabaseRow> {
  const row = await db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) {
    throw new HttpError(404, 'Database not found', {
      message: 'The database could not be found',
      errors: [
        {
          message: 'The database could not be found',
          error_type: 'DATABASE_NOT_FOUND_ERROR',
          level: 'error',
          extra: {},
        },
      ],
    });
  }
  return row;
}

export const bool = (v: number | null | undefined) => v === 1;

/** A bare JSON value (`"OK"`, an id), as Superset's legacy views answer. */
export const jsonValue = (reply: FastifyReply, value: unknown) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(value));
