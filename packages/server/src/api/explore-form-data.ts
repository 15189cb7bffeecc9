/**
 * Explore's unsaved state: `POST/PUT/GET/DELETE /api/v1/explore/form_data[/{key}]`. Entries live in
 * `key_value` (resource `explore_form_data`) for 90 days after their last use. Anyone who may read
 * the datasource (and the chart) can read a key; only its creator may change or delete it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../security/auth.js';
import { requirePermission } from '../security/auth.js';
import { forbidden, notFound } from './errors.js';
import { checkExploreAccess } from '../security/access/explore.js';
import {
  createEntry,
  deleteEntry,
  getEntry,
  KV,
  TEMPORARY_STATE_TTL_MS,
  touchEntry,
  updateEntry,
} from '../meta/repositories/key-value.js';
import { validated } from './list-query.js';

export const STATE_FORBIDDEN = "You don't have permission to modify the value.";

const jsonObjectText = z.string().refine(
  (s) => {
    try {
      const v = JSON.parse(s) as unknown;
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    } catch {
      return false;
    }
  },
  { message: 'Not a valid JSON object' },
);

const formDataBody = z.object({
  datasource_id: z.number().int(),
  datasource_type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']),
  chart_id: z.number().int().nullable().optional(),
  form_data: jsonObjectText,
});
type FormDataBody = z.infer<typeof formDataBody>;

/** What a form_data key holds (Superset's shape). */
export interface FormDataState {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

/** The form_data text behind a key, after the access check; null when the key is unknown or expired. */
export async function readFormData(ctx: AppContext, user: AuthUser, key: string): Promise<string | null> {
  const entry = await getEntry<FormDataState>(ctx.db, KV.exploreFormData, key);
  if (!entry) return null;
  const s = entry.value;
  await checkExploreAccess(ctx, user, s.datasource_id, s.datasource_type, s.chart_id);
  await touchEntry(ctx.db, KV.exploreFormData, key, TEMPORARY_STATE_TTL_MS);
  return s.form_data;
}

const stateOf = (user: AuthUser, body: FormDataBody): FormDataState => ({
  owner: user.id,
  datasource_id: body.datasource_id,
  datasource_type: body.datasource_type,
  chart_id: body.chart_id ?? null,
  form_data: body.form_data,
});

const keyParam = (request: FastifyRequest) => (request.params as { key: string }).key;

export function registerExploreFormDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = { preHandler: requirePermission('can_read', 'ExploreFormDataRestApi') };
  const write = { preHandler: requirePermission('can_write', 'ExploreFormDataRestApi') };

  async function ownEntry(user: AuthUser, key: string) {
    const entry = await getEntry<FormDataState>(ctx.db, KV.exploreFormData, key);
    if (!entry) throw notFound();
    if (entry.ownerId !== user.id) throw forbidden(STATE_FORBIDDEN);
    return entry;
  }

  // `tab_id` is accepted; a key is kept per browser tab by the client, which reuses it with PUT.
  app.post('/api/v1/explore/form_data', write, async (request, reply) => {
    const user = request.user!;
    const body = validated(formDataBody, request.body ?? {}, '');
    await checkExploreAccess(ctx, user, body.datasource_id, body.datasource_type, body.chart_id);
    const key = await createEntry(ctx.db, KV.exploreFormData, stateOf(user, body), {
      ownerId: user.id,
      ttlMs: TEMPORARY_STATE_TTL_MS,
    });
    return reply.code(201).send({ key });
  });

  app.get('/api/v1/explore/form_data/:key', read, async (request) => {
    const formData = await readFormData(ctx, request.user!, keyParam(request));
    if (formData === null) throw notFound();
    return { form_data: formData };
  });

  app.put('/api/v1/explore/form_data/:key', write, async (request) => {
    const user = request.user!;
    const key = keyParam(request);
    const body = validated(formDataBody, request.body ?? {}, '');
    await ownEntry(user, key);
    await checkExploreAccess(ctx, user, body.datasource_id, body.datasource_type, body.chart_id);
    await updateEntry(ctx.db, KV.exploreFormData, key, stateOf(user, body), TEMPORARY_STATE_TTL_MS);
    return { key };
  });

  app.delete('/api/v1/explore/form_data/:key', write, async (request) => {
    const key = keyParam(request);
    await ownEntry(request.user!, key);
    await deleteEntry(ctx.db, KV.exploreFormData, key);
    return { message: 'Deleted successfully' };
  });
}
