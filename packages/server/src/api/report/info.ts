/**
 * `GET /api/v1/report/_info`: Flask-AppBuilder's add/edit columns (read from the create and update
 * body schemas), filters (each search column's operators), the caller's permissions and titles.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reportPostSchema, reportPutSchema } from '../../services/report/schema.js';
import { parseQ, validated } from '../list-query.js';
import { columnOperators } from '../resource/filters.js';
import { fieldsInfo } from '../resource/info-fields.js';
import { infoPermissions } from '../resource/list.js';
import { reportSpec } from './spec.js';

const KEYS = [
  'add_columns',
  'edit_columns',
  'filters',
  'permissions',
  'add_title',
  'edit_title',
  'none',
] as const;
const infoQuery = z.object({ keys: z.array(z.enum(KEYS)).optional() }).loose();

/** FAB's names of the operators offered on the search columns. */
const OPERATOR_NAMES: Record<string, string> = {
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
  report_all_text: 'All Text',
};

const SEARCH_COLUMNS = [
  'name',
  'active',
  'type',
  'last_state',
  'creation_method',
  'dashboard_id',
  'chart_id',
];

function filters() {
  const entry = (ops: readonly string[]) =>
    ops.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? operator, operator }));
  const out: Record<string, { name: string; operator: string }[]> = {};
  for (const name of SEARCH_COLUMNS) {
    const ops = columnOperators(reportSpec.columns[name]!);
    out[name] = entry(name === 'name' ? ['report_all_text', ...ops] : ops);
  }
  out.created_by = entry(['rel_o_m']);
  out.owners = entry(['rel_m_m']);
  return out;
}

export function reportInfo(request: FastifyRequest) {
  const q = validated(infoQuery, parseQ((request.query as { q?: unknown }).q), 'q');
  const wanted = new Set<string>(q.keys ?? KEYS);
  const parts: Record<string, () => unknown> = {
    add_columns: () => fieldsInfo(reportPostSchema),
    edit_columns: () => fieldsInfo(reportPutSchema),
    filters,
    permissions: () => infoPermissions(reportSpec, request.user!),
    add_title: () => 'Add Report Schedule',
    edit_title: () => 'Edit Report Schedule',
  };
  return Object.fromEntries(
    Object.entries(parts)
      .filter(([key]) => wanted.has(key))
      .map(([key, part]) => [key, part()]),
  );
}
