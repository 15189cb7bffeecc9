/**
 * The dataset editor's draft and save rules (spec 2 §3, §5): which fields are sent, ids only when
 * numeric, blanks as null (an empty cache timeout too, an empty offset as 0), certification and
 * warnings inside `extra`; what makes the draft invalid; and whether the SQL of a virtual dataset
 * changed (which offers "Automatically sync columns").
 */
import type { DatasetColumn, DatasetMetric, ExploreDataset } from '../../api/explore';

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
export type Owner = { value: number; label: string };

export interface DatasetDraft {
  dataset: ExploreDataset;
  /** A virtual dataset (SQL) rather than a physical table; fixed while editing. */
  virtual: boolean;
  columns: DraftColumn[];
  metrics: DraftMetric[];
  cacheTimeout: string;
  offset: string;
  owners: Owner[];
}

const blankToNull = (v: string | null | undefined) =>
  v === undefined || v === null || v.trim() === '' ? null : v;
const numericId = (id: unknown) =>
  typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined;
const wholeNumber = (text: string, signed = false) => (signed ? /^-?\d+$/ : /^\d+$/).test(text.trim());

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
const isJsonObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** `extra` with certification {certified_by, details} and warning_markdown folded in. */
export function buildExtra(item: {
  extra?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}): string | null {
  const parsed = item.extra ? parseJson(item.extra) : undefined;
  const extra = isJsonObject(parsed) ? parsed : {};
  delete extra.certification;
  delete extra.warning_markdown;
  if (item.certified_by)
    extra.certification = { certified_by: item.certified_by, details: item.certification_details ?? '' };
  if (item.warning_markdown) extra.warning_markdown = item.warning_markdown;
  return Object.keys(extra).length ? JSON.stringify(extra) : null;
}

/** The id (when numeric) and uuid of a stored column or metric; none for a new one. */
function identity(item: { id?: unknown; uuid?: string | null }) {
  const id = numericId(item.id);
  return { ...(id !== undefined ? { id } : {}), ...(item.uuid ? { uuid: item.uuid } : {}) };
}

export function metricPayload(m: DatasetMetric) {
  return {
    ...identity(m),
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
  return {
    ...identity(c),
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

/** The dataset's own fields of the PUT body: SQL only for a virtual dataset, blanks as null. */
function settingsPayload(draft: DatasetDraft): Record<string, unknown> {
  const d = draft.dataset as unknown as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const f of DATASET_FIELDS) if (d[f] !== undefined) body[f] = d[f];
  if (!draft.virtual) delete body.sql;
  const timeout = draft.cacheTimeout.trim();
  const offset = draft.offset.trim();
  return {
    ...body,
    table_name: draft.dataset.table_name.trim(),
    description: blankToNull(draft.dataset.description),
    default_endpoint: blankToNull(draft.dataset.default_endpoint?.trim()),
    template_params: blankToNull(draft.dataset.template_params),
    extra: blankToNull(draft.dataset.extra),
    cache_timeout: timeout === '' ? null : Number(timeout),
    offset: offset === '' ? 0 : Number(offset),
  };
}

/** The PUT /api/v1/dataset/{id} body of a draft. */
export function datasetPayload(draft: DatasetDraft, allowMultiCatalog = false): Record<string, unknown> {
  const body = settingsPayload(draft);
  if (draft.dataset.database) body.database_id = draft.dataset.database.id;
  body.owners = draft.owners.map((o) => o.value);
  if (allowMultiCatalog) body.catalog = draft.dataset.catalog ?? null;
  body.columns = draft.columns.map(columnPayload);
  body.metrics = draft.metrics.map(metricPayload);
  return body;
}

/** Field → message, for the settings that cannot be saved as typed. */
export function fieldErrors(draft: DatasetDraft): Record<string, string> {
  const d = draft.dataset;
  const out: Record<string, string> = {};
  const badJson = (text: string | null | undefined) =>
    Boolean(text?.trim()) && !isJsonObject(parseJson(text ?? ''));
  if (d.table_name.trim() === '') out.table_name = 'Dataset name cannot be empty';
  if (draft.virtual && !d.sql?.trim()) out.sql = 'SQL cannot be empty for a virtual dataset';
  if (draft.cacheTimeout.trim() !== '' && !wholeNumber(draft.cacheTimeout))
    out.cache_timeout = 'Cache timeout must be a whole number of seconds';
  if (draft.offset.trim() !== '' && !wholeNumber(draft.offset, true))
    out.offset = 'Offset must be a whole number of hours';
  if (badJson(d.template_params)) out.template_params = 'Template parameters must be a JSON object';
  if (badJson(d.extra)) out.extra = 'Extra must be a JSON object';
  return out;
}

/** Names required and unique within one collection. */
function nameErrors(names: string[], kind: 'Column' | 'Metric'): string[] {
  const trimmed = names.map((n) => n.trim());
  return [
    ...(trimmed.some((n) => n === '') ? [`${kind} name is required`] : []),
    ...(new Set(trimmed).size !== trimmed.length ? [`${kind} names must be unique`] : []),
  ];
}

/** Messages of the columns and metrics tabs. */
function collectionErrors(draft: DatasetDraft): string[] {
  const newWithoutExpression = (c: DraftColumn) =>
    c.expression !== undefined && c.expression !== null && c.key.startsWith('new') && !c.expression.trim();
  return [
    ...nameErrors(
      draft.columns.map((c) => c.column_name),
      'Column',
    ),
    ...draft.columns
      .filter(newWithoutExpression)
      .map((c) => `Calculated column [${c.column_name}] requires an expression`),
    ...nameErrors(
      draft.metrics.map((m) => m.metric_name),
      'Metric',
    ),
    ...draft.metrics
      .filter((m) => !m.expression.trim())
      .map((m) => `Metric [${m.metric_name}] requires an SQL expression`),
  ];
}

/** Every message that keeps Save disabled. */
export function draftErrors(draft: DatasetDraft): string[] {
  return [...new Set([...Object.values(fieldErrors(draft)), ...collectionErrors(draft)])];
}

/** The SQL of a virtual dataset differs from the stored one. */
export const sqlChanged = (draft: DatasetDraft, stored: ExploreDataset) =>
  draft.virtual && (stored.sql ?? '').trim() !== (draft.dataset.sql ?? '').trim();

const ownerOption = (o: Exclude<ExploreDataset['owners'], undefined>[number]): Owner =>
  typeof o === 'number'
    ? { value: o, label: String(o) }
    : { value: o.id, label: `${o.first_name} ${o.last_name}`.trim() };

export function toDraft(dataset: ExploreDataset): DatasetDraft {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    dataset: { ...dataset },
    virtual: dataset.kind ? dataset.kind === 'virtual' : Boolean(dataset.sql?.trim()),
    columns: dataset.columns.map((c, i) => ({ ...c, key: `c${String(c.id ?? i)}` })),
    metrics: dataset.metrics.map((m, i) => ({ ...m, key: `m${String(m.id ?? i)}` })),
    cacheTimeout: text(dataset.cache_timeout),
    offset: dataset.offset === 0 ? '' : text(dataset.offset),
    owners: (dataset.owners ?? []).map(ownerOption),
  };
}
