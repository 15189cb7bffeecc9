/**
 * Generic column types (the spec's Numeric / String / Temporal / Boolean). The numbers are
 * Superset's GenericDataType values: the chart-data API returns them as `coltypes`, dataset and
 * SQL Lab columns carry them as `type_generic`.
 */
export const GenericDataType = { Numeric: 0, String: 1, Temporal: 2, Boolean: 3 } as const;
export type GenericDataType = (typeof GenericDataType)[keyof typeof GenericDataType];

/** A column as the web sees it: the generic type when the server knew it, else the engine's type. */
export interface TypedColumn {
  type_generic?: number | null;
  type?: string | null;
  is_dttm?: boolean | null;
}

// Engine type names read as numbers when the generic type is not numeric or not known.
const NUMERIC_TYPE = /INT|DOUBLE|FLOAT|DECIMAL|NUMERIC|REAL/i;

export const isNumericColumn = (column: TypedColumn): boolean =>
  column.type_generic === GenericDataType.Numeric || NUMERIC_TYPE.test(column.type ?? '');

/** Temporal: marked as a time column (is_dttm) or typed as one. */
export const isTemporalColumn = (column: TypedColumn): boolean =>
  Boolean(column.is_dttm) || column.type_generic === GenericDataType.Temporal;

export const isBooleanColumn = (column: TypedColumn): boolean =>
  column.type_generic === GenericDataType.Boolean || /^BOOL/i.test(column.type ?? '');
