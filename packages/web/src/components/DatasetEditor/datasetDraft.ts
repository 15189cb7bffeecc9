/**
 * The dataset editor's save rules (spec 2 §3, §5): which fields are sent, ids only when numeric,
 * empty formats and cache timeout as null, certification and warnings inside `extra`; what makes
 * the draft invalid; and whether the SQL changed (which offers "Automatically sync columns").
 */
import type { DatasetColumn, DatasetMetric, ExploreDataset } from '../../../api/explore';

export const DATASET_FIELDS = [
  'table_name',
  'sql',
  'filter_select_enabled',
  'fetch_values_predicate',
  'schema',
  'description',
  'main_dttm_col',
  'normalize_columns',
  'always_filter_main_dttm',
  'offset',
  'default_endpoint',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'extra',
  'is_managed_externally',
  'external_url',
] as const;

/** A column or metric being edited: certification and warning as plain fields. */
export type DraftColumn = DatasetColumn & { key: string };
export type DraftMetric = DatasetMetric & { key: string };

export interface DatasetDraft {
  dataset: ExploreDataset;
  columns: DraftColumn[];
  metrics: DraftMetric[];
  cacheTimeout: string;
  owners: number[];
}

const blankToNull = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v;
const numericId = (id: unknown) =>
  typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined;

function parseExtra(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `extra` with certification {certified_by, details} and warning_markdown folded in. */
export function buildExtra(item: {
  extra?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}): string | null {
  const extra = parseExtra(item.extra);
  delete extra.certification;
  delete extra.warning_markdown;
  if (item.certified_by)
    extra.certification = { certified_by: item.certified_by, details: item.certification_details ?? '' };
  if (item.warning_markdown) extra.warning_markdown = item.warning_markdown;
  return Object.keys(extra).length ? JSON.stringify(extra) : null;
}

export function metricPayload(m: DatasetMetric) {
  const id = numericId(m.id);
  return {
    ...(id !== undefined ? { id } : {}),
    ...(m.uuid ? { uuid: m.uuid } : {}),
    metric_name: m.metric_name,
    expression: m.expression,
    description: m.description ?? null,
    metric_type: m.metric_type ?? null,
    d3format: blankToNull(m.d3format),
    currency: m.currency ?? null,
    verbose_name: m.verbose_name ?? null,
    warning_text: m.warning_text ?? null,
    extra: buildExtra(m),
  };
}

export function columnPayload(c: DatasetColumn) {
  const id = numericId(c.id);
  return {
    ...(id !== undefined ? { id } : {}),
    ...(c.uuid ? { uuid: c.uuid } : {}),
    column_name: c.column_name,
    type: c.type ?? null,
    advanced_data_type: blankToNull(c.advanced_data_type),
    verbose_name: c.verbose_name ?? null,
    description: c.description ?? null,
    expression: blankToNull(c.expression),
    filterable: c.filterable ?? true,
    groupby: c.groupby ?? true,
    is_active: c.is_active ?? true,
    is_dttm: c.is_dttm ?? false,
    python_date_format: blankToNull(c.python_date_format),
    extra: buildExtra(c),
  };
}

/** The PUT /api/v1/dataset/{id} body of a draft. */
export function datasetPayload(draft: DatasetDraft, allowMultiCatalog = false): Record<string, unknown> {
  const d = draft.dataset as unknown as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const f of DATASET_FIELDS) if (d[f] !== undefined) body[f] = d[f];
  if (draft.dataset.database) body.database_id = draft.dataset.database.id;
  const timeout = draft.cacheTimeout.trim();
  body.cache_timeout = timeout === '' ? null : Number(timeout);
  body.owners = draft.owners;
  if (allowMultiCatalog) body.catalog = draft.dataset.catalog ?? null;
  body.columns = draft.columns.map(columnPayload);
  body.metrics = draft.metrics.map(metricPayload);
  return body;
}

/** Messages that keep Save disabled. */
export function draftErrors(draft: DatasetDraft): string[] {
  const errors: string[] = [];
  const names = draft.columns.map((c) => c.column_name.trim());
  if (names.some((n) => n === '')) errors.push('Column name is required');
  if (new Set(names).size !== names.length) errors.push('Column names must be unique');
  for (const c of draft.columns)
    if (
      c.expression !== undefined &&
      c.expression !== null &&
      c.key.startsWith('new') &&
      !c.expression.trim()
    )
      errors.push(`Calculated column [${c.column_name}] requires an expression`);
  const metrics = draft.metrics.map((m) => m.metric_name.trim());
  if (metrics.some((n) => n === '')) errors.push('Metric name is required');
  if (new Set(metrics).size !== metrics.length) errors.push('Metric names must be unique');
  for (const m of draft.metrics)
    if (!m.expression.trim()) errors.push(`Metric [${m.metric_name}] requires an SQL expression`);
  if (draft.cacheTimeout.trim() !== '' && !/^\d+$/.test(draft.cacheTimeout.trim()))
    errors.push('Cache timeout must be a whole number of seconds');
  return [...new Set(errors)];
}

export const sqlChanged = (before: ExploreDataset, after: ExploreDataset) =>
  (before.sql ?? '').trim() !== (after.sql ?? '').trim();

export function toDraft(dataset: ExploreDataset): DatasetDraft {
  return {
    dataset: { ...dataset },
    columns: dataset.columns.map((c, i) => ({ ...c, key: `c${String(c.id ?? i)}` })),
    metrics: dataset.metrics.map((m, i) => ({ ...m, key: `m${String(m.id ?? i)}` })),
    cacheTimeout:
      dataset.cache_timeout === null || dataset.cache_timeout === undefined
        ? ''
        : String(dataset.cache_timeout),
    owners: (dataset.owners ?? []).map((o) => (typeof o === 'number' ? o : o.id)),
  };
}
