/**
 * A dataset's columns and metrics from its config, written by the dataset editor's rules
 * (services/dataset/children.ts): rows whose name matches are updated in place, new ones are
 * created with the file's uuid (a fresh one when another row holds it), rows the file leaves out go,
 * as Superset's overwrite syncs them. JSON fields are stored as text.
 */
import type { datasetColumnBodySchema, datasetMetricBodySchema } from '@meridian/core';
import type { z } from 'zod';
import { loadChildren } from '../../datasources/dataset-repository.js';
import type { MetaDb } from '../../meta/db.js';
import { checkChildren, saveColumns, saveMetrics, type Audit } from '../../services/dataset/children.js';
import type { DatasetConfig } from '../configs/dataset.js';

type ColumnBody = z.output<typeof datasetColumnBodySchema>;
type MetricBody = z.output<typeof datasetMetricBodySchema>;
type ChildTable = 'table_columns' | 'sql_metrics';

const jsonText = (v: Record<string, unknown> | null | undefined) => (v ? JSON.stringify(v) : null);

/** Of `uuids`, those another dataset's row of `table` holds already. */
async function takenUuids(db: MetaDb, table: ChildTable, datasetId: number, uuids: string[]) {
  if (uuids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom(table as 'table_columns')
    .select('uuid')
    .where('uuid', 'in', uuids)
    .where('table_id', '!=', datasetId)
    .execute();
  return new Set(rows.map((r) => r.uuid));
}

const uuidsOf = (items: { uuid?: string | null | undefined }[]) =>
  items.flatMap((i) => (i.uuid ? [i.uuid] : []));

function columnBodies(config: DatasetConfig, ids: Map<string, number>, taken: Set<string>): ColumnBody[] {
  return config.columns.map((c) => ({
    id: ids.get(c.column_name),
    uuid: c.uuid && !taken.has(c.uuid) ? c.uuid : null,
    column_name: c.column_name,
    type: c.type ?? null,
    advanced_data_type: c.advanced_data_type ?? null,
    verbose_name: c.verbose_name ?? null,
    description: c.description ?? null,
    expression: c.expression || null,
    filterable: c.filterable ?? true,
    groupby: c.groupby ?? true,
    is_active: c.is_active ?? true,
    is_dttm: c.is_dttm ?? false,
    python_date_format: c.python_date_format ?? null,
    datetime_format: null,
    extra: jsonText(c.extra),
  }));
}

function metricBodies(config: DatasetConfig, ids: Map<string, number>, taken: Set<string>): MetricBody[] {
  return config.metrics.map((m) => ({
    id: ids.get(m.metric_name),
    uuid: m.uuid && !taken.has(m.uuid) ? m.uuid : null,
    metric_name: m.metric_name,
    expression: m.expression,
    metric_type: m.metric_type ?? null,
    verbose_name: m.verbose_name ?? null,
    description: m.description ?? null,
    d3format: m.d3format ?? null,
    currency: m.currency ?? null,
    warning_text: m.warning_text ?? null,
    extra: jsonText(m.extra),
  }));
}

/** Writes the columns and metrics of `config` onto dataset `datasetId`. */
export async function importDatasetChildren(
  db: MetaDb,
  datasetId: number,
  config: DatasetConfig,
  audit: Audit,
): Promise<void> {
  const stored = await loadChildren(db, [datasetId]);
  const columns = stored.columns.get(datasetId) ?? [];
  const metrics = stored.metrics.get(datasetId) ?? [];
  const columnIds = new Map(columns.map((c) => [c.column_name, c.id]));
  const metricIds = new Map(metrics.map((m) => [m.metric_name, m.id]));
  const takenColumns = await takenUuids(db, 'table_columns', datasetId, uuidsOf(config.columns));
  const takenMetrics = await takenUuids(db, 'sql_metrics', datasetId, uuidsOf(config.metrics));
  const body = {
    columns: columnBodies(config, columnIds, takenColumns),
    metrics: metricBodies(config, metricIds, takenMetrics),
  };
  checkChildren(body, columns, metrics);
  await saveColumns(db, datasetId, body.columns, columns, audit);
  await saveMetrics(db, datasetId, body.metrics, metrics, audit);
}
