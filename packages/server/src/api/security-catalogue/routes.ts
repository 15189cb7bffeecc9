/**
 * Writes to Superset's security catalogues (the reads are in api/security/permissions/):
 * `POST /api/v1/security/resources/`, `PUT|DELETE /api/v1/security/resources/{pk}` (view menus) and
 * the same on `/api/v1/security/permissions-resources/` (pairs). `can_write` on ViewMenu and on
 * PermissionViewMenu; answers in Flask-AppBuilder's shapes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import {
  changePair,
  createPair,
  createViewMenu,
  removePair,
  removeViewMenu,
  updateViewMenu,
} from '../../services/security/catalogue.js';
import { validated } from '../list-query.js';
import { pathPk } from '../path-params.js';

const viewMenuBody = z.strictObject({ name: z.string().trim().min(1).max(250) });
const pairBody = z.strictObject({
  permission_id: z.number().int().positive(),
  view_menu_id: z.number().int().positive(),
});

const RESOURCES = '/api/v1/security/resources';
const PAIRS = '/api/v1/security/permissions-resources';

export function registerSecurityCatalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const views = { preHandler: requirePermission('can_write', 'ViewMenu') };
  app.post(`${RESOURCES}/`, views, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = validated(viewMenuBody, request.body ?? {}, '');
    const id = await createViewMenu(ctx.db, body.name);
    return reply.code(201).send({ id: String(id), result: body });
  });
  app.put(`${RESOURCES}/:pk`, views, async (request: FastifyRequest) => {
    const id = pathPk(request);
    const body = validated(viewMenuBody, request.body ?? {}, '');
    await updateViewMenu(ctx.db, id, body.name);
    return { result: body };
  });
  app.delete(`${RESOURCES}/:pk`, views, async (request: FastifyRequest) => {
    await removeViewMenu(ctx.db, pathPk(request));
    return { message: 'OK' };
  });

  const pairs = { preHandler: requirePermission('can_write', 'PermissionViewMenu') };
  app.post(`${PAIRS}/`, pairs, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = validated(pairBody, request.body ?? {}, '');
    const id = await createPair(ctx.db, body);
    return reply.code(201).send({ id: String(id), result: body });
  });
  app.put(`${PAIRS}/:pk`, pairs, async (request: FastifyRequest) => {
    const id = pathPk(request);
    const body = validated(pairBody, request.body ?? {}, '');
    await changePair(ctx.db, id, body);
    return { result: body };
  });
  app.delete(`${PAIRS}/:pk`, pairs, async (request: FastifyRequest) => {
    await removePair(ctx.db, pathPk(request));
    return { message: 'OK' };
  });
}
