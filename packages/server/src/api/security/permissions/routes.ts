/**
 * Superset's read-only security catalogues: `/api/v1/security/permissions/` (permission names),
 * `/resources/` (view menus) and `/permissions-resources/` (the (permission, view) pairs a role is
 * given).
 */
import type { SecurityInfoResponse } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { requirePermission } from '../../../security/auth.js';
import { registerResourceRoutes } from '../../resource.js';
import { namedSpec } from '../named-spec.js';
import { getNamed, getPair, listPairsHandler } from './get.js';

export const permissionSpec = namedSpec('security/permissions', 'Permission', 'ab_permission');
export const viewMenuSpec = namedSpec('security/resources', 'ViewMenu', 'ab_view_menu');
const PAIRS = '/api/v1/security/permissions-resources';

export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [spec, table] of [
    [permissionSpec, 'ab_permission'],
    [viewMenuSpec, 'ab_view_menu'],
  ] as const) {
    registerResourceRoutes(app, ctx, spec);
    app.get(
      `/api/v1/${spec.name}/:pk`,
      { preHandler: requirePermission('can_read', spec.view) },
      getNamed(ctx, table),
    );
  }

  const read = { preHandler: requirePermission('can_read', 'PermissionViewMenu') };
  app.get(`${PAIRS}/`, read, listPairsHandler(ctx));
  app.get(`${PAIRS}/_info`, read, (): SecurityInfoResponse => ({ permissions: ['can_read'] }));
  app.get(`${PAIRS}/:pk`, read, getPair(ctx));
}
