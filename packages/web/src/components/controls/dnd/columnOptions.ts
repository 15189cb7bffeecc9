import { getColumnLabel, isNumericColumn, isTemporalColumn, type QueryColumn } from '@meridian/core';
import type { DatasetColumn } from '../../../api/explore';
import type { PillIcon } from './OptionPill';

/** The icon of a dataset column: time, number, text, or SQL for calculated columns. */
export function columnIcon(
  column: Pick<DatasetColumn, 'is_dttm' | 'type_generic' | 'expression' | 'type'> | undefined,
): PillIcon {
  if (!column || column.expression) return 'sql';
  if (isTemporalColumn(column)) return 'time';
  if (isNumericColumn(column)) return 'number';
  return 'string';
}

export const columnDisplayName = (c: Pick<DatasetColumn, 'column_name' | 'verbose_name'>) =>
  c.verbose_name || c.column_name;

/** A chosen column's pill label: the dataset column's verbose name, or an adhoc column's label. */
export function queryColumnLabel(value: QueryColumn, columns: readonly DatasetColumn[]): string {
  if (typeof value === 'string') {
    const c = columns.find((x) => x.column_name === value);
    return c ? columnDisplayName(c) : value;
  }
  return getColumnLabel(value);
}

export const asArray = <T>(value: T | T[] | null | undefined): T[] =>
  value === null || value === undefined || (value as unknown) === ''
    ? []
    : Array.isArray(value)
      ? value
      : [value];

/** Select options of dataset columns, searchable by name and verbose name. */
export const columnSelectOptions = (columns: readonly DatasetColumn[]) =>
  columns.map((c) => ({
    value: c.column_name,
    label: columnDisplayName(c),
    search: `${c.column_name} ${c.verbose_name ?? ''}`,
  }));
