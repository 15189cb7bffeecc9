/**
 * The edit-dataset dialog's settings as plain data (spec §3 "fields sent on save", §5 save rules):
 * cache_timeout sent as null when empty; JSON fields must hold an object.
 */
import type { DatasetDetail, DatasetUpdatePayload } from '../../../api/datasets';

export interface DatasetEditForm {
  table_name: string;
  description: string;
  sql: string;
  owners: { value: number; label: string }[];
  default_endpoint: string;
  cache_timeout: string;
  offset: string;
  template_params: string;
  extra: string;
  filter_select_enabled: boolean;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
}

const text = (v: string | null | undefined) => v ?? '';

export function editFormFrom(d: DatasetDetail): DatasetEditForm {
  return {
    table_name: d.table_name,
    description: text(d.description),
    sql: text(d.sql),
    owners: d.owners.map((o) => ({ value: o.id, label: `${o.first_name} ${o.last_name}`.trim() })),
    default_endpoint: text(d.default_endpoint),
    cache_timeout: d.cache_timeout === null ? '' : String(d.cache_timeout),
    offset: d.offset === null || d.offset === 0 ? '' : String(d.offset),
    template_params: text(d.template_params),
    extra: text(d.extra),
    filter_select_enabled: d.filter_select_enabled,
    normalize_columns: d.normalize_columns,
    always_filter_main_dttm: d.always_filter_main_dttm,
  };
}

const isJsonObject = (s: string) => {
  try {
    const v: unknown = JSON.parse(s);
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
};

/** Field → message, for the fields that cannot be saved as typed. */
export function editFormErrors(f: DatasetEditForm, kind: DatasetDetail['kind']): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.table_name.trim() === '') out.table_name = 'Dataset name cannot be empty';
  if (kind === 'virtual' && f.sql.trim() === '') out.sql = 'SQL cannot be empty for a virtual dataset';
  if (f.cache_timeout.trim() !== '' && !/^\d+$/.test(f.cache_timeout.trim()))
    out.cache_timeout = 'Cache timeout must be a whole number of seconds';
  if (f.offset.trim() !== '' && !/^-?\d+$/.test(f.offset.trim()))
    out.offset = 'Offset must be a whole number of hours';
  if (f.template_params.trim() !== '' && !isJsonObject(f.template_params))
    out.template_params = 'Template parameters must be a JSON object';
  if (f.extra.trim() !== '' && !isJsonObject(f.extra)) out.extra = 'Extra must be a JSON object';
  return out;
}

/** The PUT body; a changed SQL text of a virtual dataset is what "Automatically sync columns" is about. */
export function updatePayload(f: DatasetEditForm, kind: DatasetDetail['kind']): DatasetUpdatePayload {
  const blankNull = (s: string) => (s.trim() === '' ? null : s);
  return {
    table_name: f.table_name.trim(),
    description: blankNull(f.description),
    ...(kind === 'virtual' ? { sql: f.sql } : {}),
    owners: f.owners.map((o) => o.value),
    default_endpoint: blankNull(f.default_endpoint.trim()),
    cache_timeout: f.cache_timeout.trim() === '' ? null : Number(f.cache_timeout.trim()),
    offset: f.offset.trim() === '' ? 0 : Number(f.offset.trim()),
    template_params: blankNull(f.template_params),
    extra: blankNull(f.extra),
    filter_select_enabled: f.filter_select_enabled,
    normalize_columns: f.normalize_columns,
    always_filter_main_dttm: f.always_filter_main_dttm,
  };
}

export const sqlChanged = (f: DatasetEditForm, d: DatasetDetail): boolean =>
  d.kind === 'virtual' && f.sql.trim() !== text(d.sql).trim();
