/**
 * Datasets as Superset's API shows them: the list shape, and the full shape of `GET {id}` with
 * columns (type_generic, certification), metrics, owners, the database and the derived fields
 * charts use (verbose_map, order_by_choices, time grains, select_star).
 */
import type { DatasetColumn, DatasetDetail, DatasetListItem, DatasetMetric } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { parseExtra } from '../../datasources/database-extra.js';
import { backendOf } from '../../datasources/database-uri.js';
import type {
  ColumnRow,
  DatasetBundle,
  DatasetRow,
  MetricRow,
} from '../../datasources/dataset-repository.js';
import { selectStarSql } from '../../engines/dialect-base.js';
import type { Dialect } from '../../engines/engine.js';
import { TIME_GRAIN_NAMES } from '../../engines/time-grains.js';
import { databaseRefs } from '../../meta/repositories/database.js';
import { datasetKind } from '../../services/dataset/kind.js';
import { naturalTime } from '../humanize.js';
import { ownersOf } from '../owners.js';
import { usersById } from '../users-by-id.js';

export { datasetKind };

const bool = (v: number) => v === 1;
export const exploreUrl = (d: Pick<DatasetRow, 'id' | 'default_endpoint'>) =>
  d.default_endpoint || `/explore/?datasource_type=table&datasource_id=${d.id}`;

/** Certification and warning kept in a column's or metric's `extra` JSON. */
export function certification(extra: string | null) {
  const e = parseExtra(extra);
  const raw = e.certification;
  const cert = raw && typeof raw === 'object' ? (raw as { certified_by?: unknown; details?: unknown }) : null;
  const certifiedBy =
    cert && typeof cert.certified_by === 'string' && cert.certified_by ? cert.certified_by : null;
  return {
    is_certified: certifiedBy !== null,
    certified_by: certifiedBy,
    certification_details: cert && typeof cert.details === 'string' ? cert.details : null,
    warning_markdown: typeof e.warning_markdown === 'string' ? e.warning_markdown : null,
  };
}

function parseCurrency(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function serializeColumn(c: ColumnRow, dialect: Dialect | null): DatasetColumn {
  return {
    id: c.id,
    uuid: c.uuid,
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    description: c.description,
    expression: c.expression,
    filterable: bool(c.filterable),
    groupby: bool(c.groupby),
    is_active: bool(c.is_active),
    is_dttm: bool(c.is_dttm),
    python_date_format: c.python_date_format,
    type: c.type,
    type_generic: dialect?.genericType(c.type) ?? null,
    advanced_data_type: c.advanced_data_type,
    extra: c.extra,
    ...certification(c.extra),
    changed_on: c.changed_on,
    created_on: c.created_on,
  };
}

export function serializeMetric(m: MetricRow): DatasetMetric {
  return {
    id: m.id,
    uuid: m.uuid,
    metric_name: m.metric_name,
    verbose_name: m.verbose_name,
    metric_type: m.metric_type,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: parseCurrency(m.currency),
    warning_text: m.warning_text,
    extra: m.extra,
    ...certification(m.extra),
    changed_on: m.changed_on,
    created_on: m.created_on,
  };
}

export async function serializeDatasetList(rows: DatasetRow[], ctx: AppContext): Promise<DatasetListItem[]> {
  const ids = rows.map((r) => r.id);
  const owners = await ownersOf(ctx.db, 'sqlatable_user', 'table_id', ids);
  const dbIds = [...new Set(rows.map((r) => r.database_id))];
  const dbs = await databaseRefs(ctx.db, dbIds);
  const dbById = new Map(dbs.map((d) => [d.id, d]));
  const users = await usersById(
    ctx,
    rows.map((r) => r.changed_by_fk),
  );
  return rows.map((d) => {
    const changedBy = d.changed_by_fk === null ? null : (users.get(d.changed_by_fk) ?? null);
    const database = dbById.get(d.database_id);
    return {
      id: d.id,
      uuid: d.uuid,
      table_name: d.table_name,
      kind: datasetKind(d),
      datasource_type: 'table',
      catalog: d.catalog,
      schema: d.schema,
      sql: d.sql,
      description: d.description,
      default_endpoint: d.default_endpoint,
      explore_url: exploreUrl(d),
      extra: d.extra,
      database: database
        ? { id: database.id, uuid: database.uuid, database_name: database.database_name }
        : null,
      owners: (owners.get(d.id) ?? []).map(({ id, first_name, last_name }) => ({
        id,
        first_name,
        last_name,
      })),
      changed_by: changedBy,
      changed_by_name: changedBy ? `${changedBy.first_name} ${changedBy.last_name}` : '',
      changed_on_utc: d.changed_on,
      changed_on_delta_humanized: naturalTime(d.changed_on),
    };
  });
}

/** The fields charts read off a dataset: labels, formats, time columns and grains, sort choices. */
function chartFields(columns: ColumnRow[], metrics: MetricRow[], dialect: Dialect | null) {
  const sortedColumns = [...columns].sort((a, b) => a.column_name.localeCompare(b.column_name));
  return {
    verbose_map: {
      __timestamp: 'Time',
      ...Object.fromEntries(columns.map((c) => [c.column_name, c.verbose_name || c.column_name])),
      ...Object.fromEntries(metrics.map((m) => [m.metric_name, m.verbose_name || m.metric_name])),
    },
    column_formats: Object.fromEntries(
      metrics.filter((m) => m.d3format).map((m) => [m.metric_name, m.d3format]),
    ),
    currency_formats: Object.fromEntries(
      metrics.filter((m) => parseCurrency(m.currency)).map((m) => [m.metric_name, parseCurrency(m.currency)]),
    ),
    granularity_sqla: columns
      .filter((c) => c.is_dttm === 1)
      .map((c): [string, string] => [c.column_name, c.column_name]),
    time_grain_sqla: (dialect?.timeGrains ?? []).map((g): [string, string] => [g, TIME_GRAIN_NAMES[g]]),
    order_by_choices: sortedColumns.flatMap((c): [string, string][] => [
      [JSON.stringify([c.column_name, true]), `${c.column_name} [asc]`],
      [JSON.stringify([c.column_name, false]), `${c.column_name} [desc]`],
    ]),
  };
}

/** The dataset row's own fields, as Superset names them. */
function rowFields(d: DatasetRow) {
  return {
    id: d.id,
    uuid: d.uuid,
    uid: `${d.id}__table`,
    table_name: d.table_name,
    datasource_name: d.table_name,
    name: d.schema ? `${d.schema}.${d.table_name}` : d.table_name,
    datasource_type: 'table' as const,
    kind: datasetKind(d),
    url: `/tablemodelview/edit/${d.id}`,
    explore_url: exploreUrl(d),
    catalog: d.catalog,
    schema: d.schema,
    sql: d.sql,
    description: d.description,
    main_dttm_col: d.main_dttm_col,
    default_endpoint: d.default_endpoint,
    offset: d.offset,
    cache_timeout: d.cache_timeout,
    is_sqllab_view: bool(d.is_sqllab_view),
    template_params: d.template_params,
    extra: d.extra,
    filter_select_enabled: bool(d.filter_select_enabled),
    fetch_values_predicate: d.fetch_values_predicate,
    normalize_columns: bool(d.normalize_columns),
    always_filter_main_dttm: bool(d.always_filter_main_dttm),
    is_managed_externally: bool(d.is_managed_externally),
    external_url: d.external_url,
    currency_code_column: null,
    folders: null,
  };
}

/** The full `GET /api/v1/dataset/{id}` result. */
export async function serializeDataset(bundle: DatasetBundle, ctx: AppContext): Promise<DatasetDetail> {
  const { dataset: d, database, columns, metrics, owners } = bundle;
  const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
  const dialect = spec?.dialect ?? null;
  const users = await usersById(ctx, [d.created_by_fk, d.changed_by_fk]);
  const name = (id: number | null) => {
    const u = id === null ? undefined : users.get(id);
    return u ? { first_name: u.first_name, last_name: u.last_name } : null;
  };
  const physical = datasetKind(d) === 'physical';
  const selectStar = (dl: Dialect) =>
    selectStarSql(dl, d.table_name, d.schema, { limit: 100, catalog: d.catalog, catalogInNames: true });
  return {
    ...rowFields(d),
    database: {
      id: database.id,
      uuid: database.uuid,
      database_name: database.database_name,
      backend: spec?.engine ?? backendOf(database.sqlalchemy_uri).backend,
      allow_multi_catalog: parseExtra(database.extra).allow_multi_catalog === true,
    },
    owners,
    columns: columns.map((c) => serializeColumn(c, dialect)),
    metrics: metrics.map(serializeMetric),
    select_star: physical && dialect ? selectStar(dialect) : null,
    ...chartFields(columns, metrics, dialect),
    created_by: name(d.created_by_fk),
    changed_by: name(d.changed_by_fk),
    created_on: d.created_on,
    changed_on: d.changed_on,
    created_on_humanized: naturalTime(d.created_on),
    changed_on_humanized: naturalTime(d.changed_on),
  };
}
