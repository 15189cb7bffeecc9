/**
 * Declarative description of an example dataset, shaped like Superset's dataset export YAML so
 * the metadata registration can copy it field by field.
 */

/** Physical column types used in the examples database (DuckDB's names). */
export type ExamplePhysicalType = 'BIGINT' | 'DOUBLE' | 'VARCHAR' | 'TIMESTAMP';

export interface ExampleColumn {
  column_name: string;
  /** DuckDB type of a physical column; null for a SQL-expression column. */
  type: ExamplePhysicalType | null;
  is_dttm: boolean;
  verbose_name: string | null;
  groupby: boolean;
  filterable: boolean;
  /** SQL expression of a computed column (no physical column behind it). */
  expression?: string;
  python_date_format?: string;
  description?: string;
}

export interface ExampleMetric {
  metric_name: string;
  verbose_name: string | null;
  expression: string;
  metric_type?: string;
  d3format?: string;
  description?: string;
}

export interface ExampleDataset {
  /** Superset's uuid where Superset has the dataset, so imports of its bundles update ours. */
  uuid: string;
  table_name: string;
  description: string;
  main_dttm_col: string | null;
  columns: ExampleColumn[];
  metrics: ExampleMetric[];
}

export interface ExamplesProgress {
  /** What is being built now, e.g. "flights". */
  step: string;
  /** Work units finished so far, out of `total`, over the whole build. */
  done: number;
  total: number;
}

type ColumnOptions = Partial<Omit<ExampleColumn, 'column_name' | 'type' | 'verbose_name'>>;

/** A physical column; groupable and filterable unless told otherwise. */
export function column(
  column_name: string,
  type: ExamplePhysicalType,
  verbose_name: string | null,
  options: ColumnOptions = {},
): ExampleColumn {
  return {
    column_name,
    type,
    is_dttm: type === 'TIMESTAMP',
    verbose_name,
    groupby: true,
    filterable: true,
    ...options,
  };
}

/** A SQL-expression column. */
export function expressionColumn(
  column_name: string,
  expression: string,
  verbose_name: string | null,
): ExampleColumn {
  return {
    column_name,
    type: null,
    is_dttm: false,
    verbose_name,
    groupby: true,
    filterable: true,
    expression,
  };
}

/** Superset's default `count` metric, named and labelled as in its examples. */
const COUNT_METRIC: ExampleMetric = {
  metric_name: 'count',
  verbose_name: 'COUNT(*)',
  metric_type: 'count',
  expression: 'COUNT(*)',
};

/** An example dataset with Superset's default `count` metric ahead of its own, as Superset gives every dataset. */
export function exampleDataset(dataset: ExampleDataset): ExampleDataset {
  return { ...dataset, metrics: [COUNT_METRIC, ...dataset.metrics] };
}

/** A saved metric; `d3format` and `description` only when given. */
export function metric(
  metric_name: string,
  verbose_name: string | null,
  expression: string,
  d3format?: string,
  description?: string,
): ExampleMetric {
  return {
    metric_name,
    verbose_name,
    expression,
    ...(d3format ? { d3format } : {}),
    ...(description ? { description } : {}),
  };
}

/** `<aggregate>__<column>` (`sum__num`), Superset's naming convention for a column's aggregate. */
const aggregateMetric =
  (aggregate: 'SUM' | 'AVG') => (columnName: string, verbose_name: string | null, d3format?: string) =>
    metric(
      `${aggregate.toLowerCase()}__${columnName}`,
      verbose_name,
      `${aggregate}(${columnName})`,
      d3format,
    );

/** `sum__<column>`. */
export const sumMetric = aggregateMetric('SUM');

/** `avg__<column>`. */
export const avgMetric = aggregateMetric('AVG');

/** The physical columns of a dataset (those a table must have). */
export function physicalColumns(dataset: ExampleDataset): { name: string; type: ExamplePhysicalType }[] {
  return dataset.columns.flatMap((c) =>
    c.type && !c.expression ? [{ name: c.column_name, type: c.type }] : [],
  );
}
