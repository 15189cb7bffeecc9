/**
 * CSS templates: `/api/v1/css_template/` list (generic machinery: filters, order, related
 * created_by/changed_by, distinct), `_info`, get, create, update, delete and bulk delete, behind
 * can_read/can_write on CssTemplate. Templates are shared: everyone with read access sees all.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { CssTemplateTable } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import { requirePermission } from '../security/auth.js';
import { notFound } from './errors.js';
import { naturalTime } from './humanize.js';
import { parseIdList, validated } from './list-query.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import { pathPk } from './path-params.js';
import { usersById } from './users-by-id.js';

type CssTemplate = Selectable<CssTemplateTable>;

const postBody = z.strictObject({ template_name: z.string().min(1).max(250), css: z.string().default('') });
const putBody = z.strictObject({
  template_name: z.string().min(1).max(250).optional(),
  css: z.string().optional(),
});

async function serializeCssTemplates(rows: CssTemplate[], ctx: AppContext) {
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
  );
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    template_name: r.template_name,
    css: r.css,
    created_on: r.created_on,
    changed_on: r.changed_on,
    changed_on_delta_humanized: naturalTime(r.changed_on),
    created_by: user(r.created_by_fk),
    changed_by: user(r.changed_by_fk),
  }));
}

export const cssTemplateSpec: ResourceSpec = {
  name: 'css_template',
  view: 'CssTemplate',
  table: 'css_templates',
  columns: {
    id: { column: 'id', type: 'number' },
    template_name: { column: 'template_name', type: 'string' },
    css: { column: 'css', type: 'string' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
  },
  relations: {
    created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
    changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
  },
  sortAliases: { changed_on_delta_humanized: 'changed_on' },
  defaultOrder: ['changed_on', 'desc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeCssTemplates(rows as CssTemplate[], ctx),
};

export function registerCssTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, cssTemplateSpec);
  const read = { preHandler: requirePermission('can_read', 'CssTemplate') };
  const write = { preHandler: requirePermission('can_write', 'CssTemplate') };

  async function find(request: FastifyRequest): Promise<CssTemplate> {
    const row = await ctx.db
      .selectFrom('css_templates')
      .selectAll()
      .where('id', '=', pathPk(request))
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  app.get('/api/v1/css_template/:pk', read, async (request) => {
    const row = await find(request);
    const [result] = await serializeCssTemplates([row], ctx);
    return { id: row.id, result };
  });

  app.post('/api/v1/css_template/', write, async (request, reply) => {
    const body = validated(postBody, request.body ?? {}, '');
    const now = nowIso();
    const user = request.user!;
    const row = await ctx.db
      .insertInto('css_templates')
      .values({
        uuid: randomUUID(),
        ...body,
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send({ id: row.id, result: body });
  });

  app.put('/api/v1/css_template/:pk', write, async (request) => {
    const body = validated(putBody, request.body ?? {}, '');
    const row = await find(request);
    await ctx.db
      .updateTable('css_templates')
      .set({ ...body, changed_on: nowIso(), changed_by_fk: request.user!.id })
      .where('id', '=', row.id)
      .execute();
    return { id: row.id, result: body };
  });

  app.delete('/api/v1/css_template/:pk', write, async (request) => {
    const row = await find(request);
    await ctx.db.deleteFrom('css_templates').where('id', '=', row.id).execute();
    return { message: 'OK' };
  });

  app.delete('/api/v1/css_template/', write, async (request) => {
    const ids = parseIdList((request.query as Record<string, unknown>).q);
    const found = await ctx.db.selectFrom('css_templates').select('id').where('id', 'in', ids).execute();
    if (found.length !== new Set(ids).size) throw notFound();
    await ctx.db.deleteFrom('css_templates').where('id', 'in', ids).execute();
    return { message: `Deleted ${ids.length} css template${ids.length === 1 ? '' : 's'}` };
  });
}
