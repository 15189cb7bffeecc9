/**
 * SQL Lab's "Save dataset" (Superset's SaveDatasetModal): the default name, the bodies of a new
 * virtual dataset (`POST /api/v1/dataset/`) and of an overwrite (`PUT /api/v1/dataset/{id}` with
 * `override_columns=true`), the search of the user's own datasets, and the form data explore opens with.
 */
import type { DatasetPostBody, DatasetPutBody, ListQuery } from '@meridian/core';
import type { Query } from '../state/types';

export const UNTITLED_DATASET = 'Untitled Dataset';
export const SAVE_DATASET_FAILED = 'An error occurred saving dataset';

const two = (n: number) => String(n).padStart(2, '0');

/** "<tab or Untitled Dataset> MM/DD/YYYY HH:mm:ss" in local time. */
export function defaultDatasetName(tab: string | null | undefined, now = new Date()): string {
  const date = `${two(now.getMonth() + 1)}/${two(now.getDate())}/${now.getFullYear()}`;
  const time = `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
  return `${tab?.trim() || UNTITLED_DATASET} ${date} ${time}`;
}

/**
 * The tab's template parameters without `_filters` (only used to try Jinja filters in SQL Lab); null
 * when there are none or they are not a JSON object.
 */
export function datasetTemplateParams(templateParams: string | null | undefined): string | null {
  if (!templateParams?.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(templateParams);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const { _filters: _dropped, ...rest } = parsed as Record<string, unknown>;
    return Object.keys(rest).length ? JSON.stringify(rest) : null;
  } catch {
    return null;
  }
}

type SavedQuery = Pick<Query, 'dbId' | 'catalog' | 'schema' | 'sql' | 'templateParams' | 'results'>;

/** The query's result columns (the selected ones when the server sent them). */
const resultColumns = (q: SavedQuery) => q.results?.selected_columns ?? q.results?.columns ?? [];

export function newDatasetBody(q: SavedQuery, name: string): DatasetPostBody {
  return {
    database: q.dbId,
    catalog: q.catalog,
    schema: q.schema,
    sql: q.sql,
    table_name: name.trim(),
    is_managed_externally: false,
    external_url: null,
    template_params: datasetTemplateParams(q.templateParams),
  };
}

/** An overwrite keeps the dataset's owners and replaces its SQL and columns with the query's. */
export function overwriteDatasetBody(q: SavedQuery, owners: number[]): DatasetPutBody {
  return {
    sql: q.sql,
    database_id: q.dbId,
    catalog: q.catalog,
    schema: q.schema,
    owners,
    columns: resultColumns(q).map((c) => ({ column_name: c.column_name, type: c.type, is_dttm: c.is_dttm })),
  };
}

/** The user's own datasets whose name contains `search`, most recently changed first. */
export function ownDatasetsQuery(userId: number, search: string): ListQuery {
  return {
    filters: [
      { col: 'table_name', opr: 'ct', value: search },
      { col: 'owners', opr: 'rel_m_m', value: userId },
    ],
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: 50,
  };
}

/** Explore's first form data on the saved dataset: a raw table of the query's columns. */
export function savedDatasetFormData(datasetId: number, q: SavedQuery): Record<string, unknown> {
  return {
    metrics: [],
    groupby: [],
    time_range: 'No filter',
    viz_type: 'table',
    datasource: `${datasetId}__table`,
    query_mode: 'raw',
    all_columns: resultColumns(q).map((c) => c.column_name),
    row_limit: 1000,
  };
}
