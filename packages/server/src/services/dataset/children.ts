/**
 * A dataset's columns and metrics on save (spec §5): items carrying a numeric id update that row,
 * the others are created, rows left out are deleted; names must be unique within the request; empty
 * formats are stored as null. Run inside the save's transaction.
 */
import type { datasetColumnBodySchema, datasetMetricBodySchema } from '@meridian/core';
import type { z } from 'zod';
import type { ColumnRow, MetricRow } from '../../datasources/dataset-repository.js';
import { Invalid } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import {
  deleteChildren,
  insertChildren,
  setChildName,
  updateChild,
  type ChildTable,
} from '../../meta/repositories/dataset.js';
import { fieldError } from '../database/errors.js';

type ColumnBody = z.output<typeof datasetColumnBodySchema>;
type MetricBody = z.output<typeof datasetMetricBodySchema>;

export interface Audit {
  userId: number;
  now: string;
}

const duplicates = (names: string[]) => [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];

/** 400 naming the duplicated column and metric names; 422 for ids that are not this dataset's. */
export function checkChildren(
  body: { columns?: ColumnBody[] | undefined; metrics?: MetricBody[] | undefined },
  existingColumns: readonly ColumnRow[],
  existingMetrics: readonly MetricRow[],
): void {
  const message: Record<string, string[]> = {};
  if (body.columns) {
    const dup = duplicates(body.columns.map((c) => c.column_name));
    if (dup.length) message.columns = [`One or more columns are duplicated: ${dup.join(', ')}`];
  }
  if (body.metrics) {
    const dup = duplicates(body.metrics.map((m) => m.metric_name));
    if (dup.length) message.metrics = [`One or more metrics are duplicated: ${dup.join(', ')}`];
  }
  if (Object.keys(message).length) throw new Invalid('invalid', { message });
  const colIds = new Set(existingColumns.map((c) => c.id));
  if (body.columns?.some((c) => c.id !== undefined && !colIds.has(c.id))) {
    throw fieldError(422, 'columns', 'One or more columns do not exist');
  }
  const metricIds = new Set(existingMetrics.map((m) => m.id));
  if (body.metrics?.some((m) => m.id !== undefined && !metricIds.has(m.id))) {
    throw fieldError(422, 'metrics', 'One or more metrics do not exist');
  }
}

const b = (v: boolean | null | undefined, fallback: number) =>
  v === undefined || v === null ? fallback : v ? 1 : 0;
const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);
/** The body's value when it sent one, else the stored one. */
const given = <T>(v: T | undefined, old: T | null | undefined): T | null =>
  v !== undefined ? v : (old ?? null);

function columnValues(c: ColumnBody, old: ColumnRow | undefined) {
  return {
    column_name: c.column_name,
    type: given(c.type, old?.type),
    advanced_data_type: given(c.advanced_data_type, old?.advanced_data_type),
    verbose_name: given(emptyToNull(c.verbose_name), old?.verbose_name),
    description: given(c.description, old?.description),
    expression: given(emptyToNull(c.expression), old?.expression),
    filterable: b(c.filterable, old?.filterable ?? 1),
    groupby: b(c.groupby, old?.groupby ?? 1),
    is_active: b(c.is_active, old?.is_active ?? 1),
    is_dttm: b(c.is_dttm, old?.is_dttm ?? 0),
    python_date_format: given(c.python_date_format, old?.python_date_format),
    extra: given(emptyToNull(c.extra), old?.extra),
  };
}

function currencyText(value: MetricBody['currency']): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  return value.symbol ? JSON.stringify(value) : null;
}

function metricValues(m: MetricBody, old: MetricRow | undefined) {
  return {
    metric_name: m.metric_name,
    expression: m.expression,
    metric_type: given(m.metric_type, old?.metric_type),
    verbose_name: given(emptyToNull(m.verbose_name), old?.verbose_name),
    description: given(m.description, old?.description),
    d3format: given(m.d3format, old?.d3format),
    currency: m.currency !== undefined ? currencyText(m.currency) : (old?.currency ?? null),
    warning_text: given(m.warning_text, old?.warning_text),
    extra: given(emptyToNull(m.extra), old?.extra),
  };
}

interface Child {
  id?: number | undefined;
  uuid?: string | null | undefined;
}

/** How one kind of child (column or metric) is named and stored. */
interface ChildKind<B extends Child, R extends { id: number }> {
  table: ChildTable;
  name: (item: B | R) => string;
  values: (item: B, old: R | undefined) => object;
}

const COLUMNS: ChildKind<ColumnBody, ColumnRow> = {
  table: 'table_columns',
  name: (c) => c.column_name,
  values: columnValues,
};
const METRICS: ChildKind<MetricBody, MetricRow> = {
  table: 'sql_metrics',
  name: (m) => m.metric_name,
  values: metricValues,
};

/** Replaces a dataset's children with `items` (update by id, create, delete the rest). */
async function saveChildren<B extends Child, R extends { id: number }>(
  db: MetaDb,
  kind: ChildKind<B, R>,
  tableId: number,
  items: B[],
  existing: R[],
  a: Audit,
) {
  const byId = new Map(existing.map((r) => [r.id, r]));
  const kept = new Set(items.flatMap((c) => (c.id !== undefined ? [c.id] : [])));
  await deleteChildren(
    db,
    kind.table,
    existing.filter((r) => !kept.has(r.id)).map((r) => r.id),
  );
  // Renames go through a temporary name so swapping two names never trips the unique index.
  const renamed = items.filter((c) => c.id !== undefined && kind.name(byId.get(c.id)!) !== kind.name(c));
  for (const c of renamed) await setChildName(db, kind.table, c.id!, `__renaming_${c.id}`);
  for (const c of items) {
    if (c.id === undefined) continue;
    const values = { ...kind.values(c, byId.get(c.id)), changed_on: a.now, changed_by_fk: a.userId };
    await updateChild(db, kind.table, c.id, values);
  }
  const created = items.filter((c) => c.id === undefined);
  const audit = { created_on: a.now, changed_on: a.now, created_by_fk: a.userId, changed_by_fk: a.userId };
  await insertChildren(
    db,
    kind.table,
    created.map((c) => ({
      ...kind.values(c, undefined),
      uuid: c.uuid ?? crypto.randomUUID(),
      table_id: tableId,
      ...audit,
    })),
  );
}

export const saveColumns = (db: MetaDb, id: number, items: ColumnBody[], existing: ColumnRow[], a: Audit) =>
  saveChildren(db, COLUMNS, id, items, existing, a);

export const saveMetrics = (db: MetaDb, id: number, items: MetricBody[], existing: MetricRow[], a: Audit) =>
  saveChildren(db, METRICS, id, items, existing, a);
