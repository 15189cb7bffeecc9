/**
 * `GET /api/v1/<resource>/_info` as Flask-AppBuilder answers it: `add_columns` and `edit_columns`
 * (the fields of the create and update bodies), `filters` (each filterable column's operators, with
 * FAB's names), `permissions` (the caller's), `add_title` and `edit_title`. Rison `keys` picks which.
 */
import {
  chartPostBodySchema,
  chartPutBodySchema,
  cssTemplatePostSchema,
  cssTemplatePutSchema,
  dashboardBodySchema,
  databasePostBodySchema,
  databasePutBodySchema,
  datasetPostBodySchema,
  datasetPutBodySchema,
  rlsPostSchema,
  rlsPutSchema,
  roleBodySchema,
  savedQueryBodySchema,
  savedQueryPatchSchema,
  themeBodySchema,
  userCreateSchema,
  userUpdateSchema,
} from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseQ, validated } from '../list-query.js';
import { registrationPostSchema, registrationPutSchema } from '../user-registrations/schema.js';
import { annotationLayerPostSchema, annotationLayerPutSchema } from '../../services/annotation/schemas.js';
import { columnOperators } from './filters.js';
import { fieldsInfo } from './info-fields.js';
import { infoPermissions } from './list.js';
import type { ResourceSpec } from './spec.js';

/** The bodies each resource's create and update validate with. */
const BODIES: Record<string, { add: z.ZodObject; edit: z.ZodObject }> = {
  chart: { add: chartPostBodySchema, edit: chartPutBodySchema },
  dashboard: { add: dashboardBodySchema, edit: dashboardBodySchema.partial() },
  dataset: { add: datasetPostBodySchema, edit: datasetPutBodySchema },
  database: { add: databasePostBodySchema, edit: databasePutBodySchema },
  css_template: { add: cssTemplatePostSchema, edit: cssTemplatePutSchema },
  theme: { add: themeBodySchema, edit: themeBodySchema },
  annotation_layer: { add: annotationLayerPostSchema, edit: annotationLayerPutSchema },
  rowlevelsecurity: { add: rlsPostSchema, edit: rlsPutSchema },
  saved_query: { add: savedQueryBodySchema, edit: savedQueryPatchSchema },
  'security/users': { add: userCreateSchema, edit: userUpdateSchema },
  'security/roles': { add: roleBodySchema, edit: roleBodySchema },
  'security/user_registrations': { add: registrationPostSchema, edit: registrationPutSchema },
};

/** FAB's names of the filter operators (`arg_name` → `name`). */
export const OPERATOR_NAMES: Record<string, string> = {
  eq: 'Equal to',
  neq: 'Not Equal to',
  ct: 'Contains',
  nct: 'Not Contains',
  sw: 'Starts with',
  ew: 'Ends with',
  gt: 'Greater than',
  lt: 'Smaller than',
  in: 'In',
  rel_o_m: 'Relation',
  rel_m_m: 'Relation as Many',
};

export const INFO_KEYS = [
  'add_columns',
  'edit_columns',
  'filters',
  'permissions',
  'add_title',
  'edit_title',
  'none',
] as const;
export const infoQuery = z.object({ keys: z.array(z.enum(INFO_KEYS)).optional() }).loose();

function filtersOf(spec: ResourceSpec) {
  const entry = (ops: readonly string[]) =>
    ops.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? operator, operator }));
  const columns = Object.entries(spec.columns).map(([name, col]) => [name, entry(columnOperators(col))]);
  const relations = Object.entries(spec.relations).map(([name, rel]) => [
    name,
    entry(rel.kind === 'm2m' ? ['rel_m_m'] : ['rel_o_m']),
  ]);
  return Object.fromEntries([...columns, ...relations]) as Record<
    string,
    { name: string; operator: string }[]
  >;
}

export function resourceInfo(spec: ResourceSpec, request: FastifyRequest) {
  const q = validated(infoQuery, parseQ((request.query as { q?: unknown }).q), 'q');
  const wanted = new Set<string>(q.keys ?? INFO_KEYS);
  const bodies = Object.hasOwn(BODIES, spec.name) ? BODIES[spec.name] : undefined;
  const parts: Record<string, () => unknown> = {
    add_columns: () => (bodies ? fieldsInfo(bodies.add) : []),
    edit_columns: () => (bodies ? fieldsInfo(bodies.edit) : []),
    filters: () => filtersOf(spec),
    permissions: () => infoPermissions(spec, request.user!),
    add_title: () => `Add ${spec.view}`,
    edit_title: () => `Edit ${spec.view}`,
  };
  return Object.fromEntries(
    Object.entries(parts)
      .filter(([key]) => wanted.has(key))
      .map(([key, part]) => [key, part()]),
  );
}
