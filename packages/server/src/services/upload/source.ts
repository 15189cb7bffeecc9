/**
 * What every reader (CSV, Excel, columnar) hands the table writer: the columns with the kind of
 * value each holds, and the rows as bound values, streamed. Also the column selection and index
 * rules shared by the readers (`columns_read`, `index_column`, `dataframe_index`, `index_label`).
 */
import type { BoundValue } from '../../engines/engine.js';
import type { UploadColumnKind } from '../../engines/upload-sql.js';
import { invalidField } from '../../domain-errors.js';
import type { UploadOptions } from './options.js';

export interface UploadColumn {
  name: string;
  kind: UploadColumnKind;
}

export interface UploadSource {
  columns: UploadColumn[];
  /** The rows in `columns` order; may be iterated once. */
  rows(): AsyncIterable<BoundValue[]>;
  /** Releases what the reader holds when the rows were not read to the end. */
  dispose?: () => void;
}

/** Positions of the columns to read, in file order; every named column must exist. */
export function selectColumns(
  names: string[],
  o: Pick<UploadOptions, 'columnsRead' | 'columnDates' | 'indexColumn'>,
): number[] {
  const known = new Set(names);
  const missing = (field: string, list: string[]) => {
    const absent = list.filter((c) => !known.has(c));
    if (absent.length) throw invalidField(field, `Columns not found in the file: ${absent.join(', ')}.`);
  };
  missing('columns_read', o.columnsRead);
  missing('column_dates', o.columnDates);
  if (o.indexColumn !== null) missing('index_column', [o.indexColumn]);
  const read = o.columnsRead.length
    ? new Set([...o.columnsRead, ...(o.indexColumn ? [o.indexColumn] : [])])
    : known;
  return names.map((n, i) => (read.has(n) ? i : -1)).filter((i) => i >= 0);
}

/**
 * The index rules of pandas' `to_sql`: the `index_column` leaves the data columns and, with
 * `dataframe_index`, is written first (as `index_label` when given); without an index column,
 * `dataframe_index` writes the row number 0, 1, 2… as "index".
 */
export function withIndex(source: UploadSource, o: UploadOptions): UploadSource {
  const at = o.indexColumn === null ? -1 : source.columns.findIndex((c) => c.name === o.indexColumn);
  if (!o.dataframeIndex && at < 0) return source;
  const rest = source.columns.filter((_, i) => i !== at);
  const indexColumn: UploadColumn =
    at >= 0
      ? {
          name: o.indexLabel ?? (source.columns[at] as UploadColumn).name,
          kind: (source.columns[at] as UploadColumn).kind,
        }
      : { name: o.indexLabel ?? 'index', kind: 'integer' };
  const columns = o.dataframeIndex ? [indexColumn, ...rest] : rest;
  return {
    columns,
    ...(source.dispose && { dispose: source.dispose }),
    async *rows() {
      let n = 0;
      for await (const row of source.rows()) {
        const values = row.filter((_, i) => i !== at);
        if (o.dataframeIndex) values.unshift(at >= 0 ? (row[at] ?? null) : n);
        n += 1;
        yield values;
      }
    },
  };
}
