/**
 * A DuckDB data chunk to row objects, read column by column: each column's vector is converted once
 * with a reader chosen by its type (numbers and text as they are, BIGINT to a safe number, the rest
 * through duckdbToJson), and the rows are then filled from the converted columns. Reading row by row
 * instead builds a DuckDB value array per row and dispatches on the type per value, which costs several
 * times the engine's own read.
 */
import { DuckDBTypeId, type DuckDBDataChunk, type DuckDBType, type DuckDBVector } from '@duckdb/node-api';
import type { JsonValue, ResultColumn, Row, TemporalFormat } from '../engine.js';
import { GenericDataType } from '../generic-types.js';
import { finiteOrNull, safeBigint, temporalValue } from '../values.js';
import { duckdbToJson } from './values.js';

type ColumnReader = (vector: DuckDBVector, from: number, to: number) => JsonValue[];

function readAll(convert: (v: unknown) => JsonValue): ColumnReader {
  return (vector, from, to) => {
    const out = new Array<JsonValue>(to - from);
    for (let i = from; i < to; i++) {
      const v = vector.getItem(i) as unknown;
      out[i - from] = v === null ? null : convert(v);
    }
    return out;
  };
}

const asIs = readAll((v) => v as JsonValue);
const finite = readAll((v) => (typeof v === 'number' ? finiteOrNull(v) : (v as JsonValue)));
const bigint = readAll((v) => (typeof v === 'bigint' ? safeBigint(v) : (v as JsonValue)));
const text = readAll((v) => (typeof v === 'string' ? v : String(v)));
const bool = readAll((v) => Boolean(v));

function readerFor(type: DuckDBType): ColumnReader {
  switch (type.typeId) {
    case DuckDBTypeId.BOOLEAN:
      return bool;
    case DuckDBTypeId.TINYINT:
    case DuckDBTypeId.SMALLINT:
    case DuckDBTypeId.INTEGER:
    case DuckDBTypeId.UTINYINT:
    case DuckDBTypeId.USMALLINT:
    case DuckDBTypeId.UINTEGER:
      return asIs;
    case DuckDBTypeId.FLOAT:
    case DuckDBTypeId.DOUBLE:
      return finite;
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
      return bigint;
    case DuckDBTypeId.VARCHAR:
      return text;
    default:
      return readAll((v) => duckdbToJson(v as never, type));
  }
}

/** How one result's chunks become rows: the readers and the temporal columns' formatting. */
export interface ChunkRowReader {
  /** Rows `from`..`to` (exclusive) of the chunk as row objects keyed by the columns' names. */
  rows(chunk: DuckDBDataChunk, from: number, to: number): Row[];
}

export function chunkRowReader(
  columns: readonly ResultColumn[],
  types: readonly (DuckDBType | undefined)[],
  temporalFormat: TemporalFormat = 'epoch_ms',
): ChunkRowReader {
  const readers = types.map((t) => (t ? readerFor(t) : null));
  const names = columns.map((c) => c.name);
  const temporal = columns.map((c) => c.genericType === GenericDataType.Temporal);
  const dateOnly = columns.map((c) => /^date$/i.test(c.type ?? ''));
  return {
    rows(chunk, from, to) {
      const count = to - from;
      const values = readers.map((read, j) => {
        const column = read
          ? read(chunk.getColumnVector(j), from, to)
          : new Array<JsonValue>(count).fill(null);
        if (temporal[j])
          for (let i = 0; i < count; i++) {
            const v = column[i] ?? null;
            if (v !== null) column[i] = temporalValue(v, temporalFormat, dateOnly[j] === true);
          }
        return column;
      });
      const rows = new Array<Row>(count);
      for (let i = 0; i < count; i++) {
        const row: Row = {};
        for (let j = 0; j < names.length; j++) row[names[j]!] = values[j]![i] ?? null;
        rows[i] = row;
      }
      return rows;
    },
  };
}
