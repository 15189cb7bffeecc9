/**
 * Bodies and answers of Superset's legacy views (TabStateView, TableSchemaView): form fields
 * holding JSON, or plain JSON; answers that are a bare JSON value.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidField } from '../../domain-errors.js';

/**
 * Superset's legacy views post form fields whose values are JSON text (`queryEditor`, `table`,
 * `expanded`…); JSON bodies are taken as they are, and a JSON text inside them is decoded too.
 */
export function legacyBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalidField('_schema', 'The body must be an object');
  const form = String(request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
  if (!form) return body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>))
    out[key] = typeof value === 'string' ? parsedOr(value, value) : value;
  return out;
}

const parsedOr = (text: string, fallback: unknown): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
};

/** A field of the legacy body that may arrive as an object or as its JSON text. */
export function jsonObjectField(request: FastifyRequest, field: string): Record<string, unknown> {
  let value = legacyBody(request)[field];
  if (typeof value === 'string') value = parsedOr(value, null);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidField(field, 'Missing data for required field.');
  return value as Record<string, unknown>;
}

/** A bare JSON value (`"OK"`, an id), as Superset's legacy views answer. */
export const jsonValue = (reply: FastifyReply, value: unknown) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(value));

/** The `:id` path parameter. */
export const idParam = (request: FastifyRequest) => (request.params as { id: string }).id;
