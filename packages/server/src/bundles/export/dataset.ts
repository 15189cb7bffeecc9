/**
 * `datasets/<database>/<table>_<id>.yaml`, as Superset's ExportDatasetsCommand writes it: the
 * dataset's fields, its metrics and columns (each with its uuid, JSON `extra` as objects), and the
 * uuid of its database.
 */
import type { ColumnRow, DatasetRow, MetricRow } from '../../datasources/dataset-repository.js';
import { IMPORT_VERSION } from '../configs/fields.js';
import { databaseSlug, type DatabaseRow } from './database.js';
import { getFilename } from './filename.js';
import { bool, jsonValue } from './json-text.js';

/** Superset names a dataset file with its id, except among a database export's datasets. */
export const datasetFileName = (row: DatasetRow, database: DatabaseRow, skipId = false) =>
  `datasets/${databaseSlug(database)}/${getFilename(row.table_name, row.id, skipId)}.yaml`;

type JsonText = (text: string | null) => unknown;

/**
 * A metric's fields as bundles write them. `json` maps the JSON text columns: parsed for an export,
 * kept as stored for an example bundle.
 */
export const metricFields = (m: MetricRow, json: JsonText = jsonValue): Record<string, unknown> => ({
  metric_name: m.metric_name,
  verbose_name: m.verbose_name,
  metric_type: m.metric_type,
  expression: m.expression,
  description: m.description,
  d3format: m.d3format,
  currency: json(m.currency),
  extra: json(m.extra),
  warning_text: m.warning_text,
});

/** A column's fields as bundles write them (`json` as for metricFields). */
export const columnFields = (c: ColumnRow, json: JsonText = jsonValue): Record<string, unknown> => ({
  column_name: c.column_name,
  verbose_name: c.verbose_name,
  is_dttm: bool(c.is_dttm),
  is_active: bool(c.is_active),
  type: c.type,
  advanced_data_type: c.advanced_data_type,
  groupby: bool(c.groupby),
  filterable: bool(c.filterable),
  expression: c.expression,
  description: c.description,
  python_date_format: c.python_date_format,
  extra: json(c.extra),
});

const metricConfig = (m: MetricRow) => ({ ...metricFields(m), uuid: m.uuid });
const columnConfig = (c: ColumnRow) => ({ ...columnFields(c), uuid: c.uuid });

export function datasetConfig(
  row: DatasetRow,
  database: DatabaseRow,
  children: { columns: ColumnRow[]; metrics: MetricRow[] },
): Record<string, unknown> {
  return {
    table_name: row.table_name,
    main_dttm_col: row.main_dttm_col,
    description: row.description,
    default_endpoint: row.default_endpoint,
    offset: row.offset,
    cache_timeout: row.cache_timeout,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    params: null,
    template_params: jsonValue(row.template_params),
    filter_select_enabled: bool(row.filter_select_enabled),
    fetch_values_predicate: row.fetch_values_predicate,
    extra: jsonValue(row.extra),
    normalize_columns: bool(row.normalize_columns),
    always_filter_main_dttm: bool(row.always_filter_main_dttm),
    uuid: row.uuid,
    metrics: children.metrics.map(metricConfig),
    columns: children.columns.map(columnConfig),
    version: IMPORT_VERSION,
    database_uuid: database.uuid,
  };
}
