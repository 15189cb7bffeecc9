/** A save body's fields as the dataset row stores them, and the row they make with the stored one. */
import type { DatasetRow } from '../../datasources/dataset-repository.js';
import type { Audit } from './children.js';
import type { DatasetPutBody } from './save.js';

/** The dataset row's own fields from a PUT body (only those present). */
export function datasetValues(body: DatasetPutBody, allowMultiCatalog: boolean, a: Audit) {
  const flag = (v: boolean | null | undefined) => (v ? 1 : 0);
  return {
    ...(body.table_name !== undefined && body.table_name !== null && { table_name: body.table_name }),
    ...(body.catalog !== undefined && allowMultiCatalog && { catalog: body.catalog || null }),
    ...(body.schema !== undefined && { schema: body.schema || null }),
    ...(body.sql !== undefined && { sql: body.sql && body.sql.trim() !== '' ? body.sql : null }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.main_dttm_col !== undefined && { main_dttm_col: body.main_dttm_col || null }),
    ...(body.filter_select_enabled !== undefined && {
      filter_select_enabled: flag(body.filter_select_enabled),
    }),
    ...(body.fetch_values_predicate !== undefined && {
      fetch_values_predicate: body.fetch_values_predicate || null,
    }),
    ...(body.normalize_columns !== undefined && { normalize_columns: flag(body.normalize_columns) }),
    ...(body.always_filter_main_dttm !== undefined && {
      always_filter_main_dttm: flag(body.always_filter_main_dttm),
    }),
    ...(body.offset !== undefined && { offset: body.offset ?? 0 }),
    ...(body.default_endpoint !== undefined && { default_endpoint: body.default_endpoint || null }),
    ...(body.cache_timeout !== undefined && { cache_timeout: body.cache_timeout }),
    ...(body.is_sqllab_view !== undefined && { is_sqllab_view: flag(body.is_sqllab_view) }),
    ...(body.template_params !== undefined && { template_params: body.template_params || null }),
    ...(body.extra !== undefined && { extra: body.extra || null }),
    ...(body.is_managed_externally !== undefined && {
      is_managed_externally: flag(body.is_managed_externally),
    }),
    ...(body.external_url !== undefined && { external_url: body.external_url }),
    changed_on: a.now,
    changed_by_fk: a.userId,
  };
}

/** The row after the update, for checks that span fields (name clash, main_dttm_col). */
export function mergedTarget(existing: DatasetRow, values: ReturnType<typeof datasetValues>) {
  return {
    database_id: existing.database_id,
    table_name: values.table_name ?? existing.table_name,
    schema: values.schema !== undefined ? values.schema : existing.schema,
    catalog: values.catalog !== undefined ? values.catalog : existing.catalog,
    sql: values.sql !== undefined ? values.sql : existing.sql,
  };
}
