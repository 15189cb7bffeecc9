/**
 * `GET /api/v1/report/_info`: Flask-AppBuilder's add/edit columns (read from the create and update
 * body schemas), filters (each search column's operators), the caller's permissions and titles.
 */
import type { FastifyRequest } from 'fastify';
import { reportPostSchema, reportPutSchema } from '../../services/report/schema.js';
import { parseQ, validated } from '../list-query.js';
import { columnOperators } from '../resource/filters.js';
import { fieldsInfo } from '../resource/info-fields.js';
import { INFO_KEYS, infoQuery, OPERATOR_NAMES as RESOURCE_OPERATOR_NAMES } from '../resource/info.js';
import { infoPermissions } from '../resource/list.js';
import { reportSpec } from './spec.js';

/** FAB's operator names, with the list's full-text search. */
const OPERATOR_NAMES: Record<string, string> = { ...RESOURCE_OPERATOR_NAMES, report_all_text: 'All Text' };

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
  const wanted = new Set<string>(q.keys ?? INFO_KEYS);
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
