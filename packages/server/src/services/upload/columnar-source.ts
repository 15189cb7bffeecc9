/**
 * A Parquet file as an upload source, read by a DuckDB instance of its own (in memory, opened for
 * this upload and closed after): `read_parquet` on the spooled file, streamed in chunks. The app's
 * DuckDB connectors keep file access off; this private instance is the only one that reads a file,
 * and only the file the server itself wrote.
 */
import { DuckDBInstance, type DuckDBConnection, type DuckDBType, DuckDBTypeId } from '@duckdb/node-api';
import type { BoundValue } from '../../engines/engine.js';
import type { UploadColumnKind } from '../../engines/upload-sql.js';
import { invalidField } from '../../domain-errors.js';
import type { UploadOptions } from './options.js';
import { selectColumns, withIndex, type UploadSource } from './source.js';

const INTEGERS = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
]);
const FLOATS = new Set<DuckDBTypeId>([DuckDBTypeId.FLOAT, DuckDBTypeId.DOUBLE, DuckDBTypeId.DECIMAL]);
const TIMESTAMPS = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
  DuckDBTypeId.TIMESTAMP_TZ,
]);

function kindOf(type: DuckDBType): UploadColumnKind {
  if (INTEGERS.has(type.typeId)) return 'integer';
  if (FLOATS.has(type.typeId)) return 'float';
  if (type.typeId === DuckDBTypeId.BOOLEAN) return 'boolean';
  if (type.typeId === DuckDBTypeId.DATE) return 'date';
  if (TIMESTAMPS.has(type.typeId)) return 'datetime';
  return 'string';
}

/** The SELECT list casting each column to what its kind binds as (text for dates and others). */
function castSql(name: string, kind: UploadColumnKind): string {
  const col = `"${name.replace(/"/g, '""')}"`;
  if (kind === 'datetime') return `strftime(${col}::TIMESTAMP, '%Y-%m-%d %H:%M:%S.%f')`;
  if (kind === 'integer') return `${col}::BIGINT`;
  if (kind === 'float') return `${col}::DOUBLE`;
  return kind === 'boolean' ? col : `${col}::VARCHAR`;
}

const toBound = (v: unknown): BoundValue => {
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (v === null || typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  // Every column is cast in SQL to a number, boolean or text; anything else is shown as text.
  return (v as { toString(): string }).toString();
};

async function open(): Promise<{ instance: DuckDBInstance; conn: DuckDBConnection }> {
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false' });
  const conn = await instance.connect();
  return { instance, conn };
}

/** The column names of a Parquet file (upload_metadata). */
export async function columnarColumnNames(file: string): Promise<string[]> {
  const { instance, conn } = await open();
  try {
    const reader = await conn.runAndReadAll('SELECT * FROM read_parquet($1) LIMIT 0', [file]);
    return reader.columnNames();
  } catch (err) {
    throw invalidField('file', `Not a valid Parquet file: ${(err as Error).message}`);
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

export async function columnarSource(file: string, o: UploadOptions): Promise<UploadSource> {
  const { instance, conn } = await open();
  let columns: { name: string; kind: UploadColumnKind }[];
  try {
    const probe = await conn.run('SELECT * FROM read_parquet($1) LIMIT 0', [file]);
    const names = probe.columnNames();
    const types = probe.columnTypes();
    columns = selectColumns(names, { ...o, columnDates: [], indexColumn: null }).map((i) => ({
      name: names[i]!,
      kind: kindOf(types[i]!),
    }));
  } catch (err) {
    conn.closeSync();
    instance.closeSync();
    if (err instanceof Error && err.name !== 'Error') throw err;
    throw invalidField('file', `Not a valid Parquet file: ${(err as Error).message}`);
  }
  const select = columns.map((c) => castSql(c.name, c.kind)).join(', ');
  let closed = false;
  const dispose = () => {
    if (closed) return;
    closed = true;
    conn.closeSync();
    instance.closeSync();
  };
  const source: UploadSource = {
    columns,
    dispose,
    async *rows() {
      try {
        const result = await conn.stream(`SELECT ${select} FROM read_parquet($1)`, [file]);
        for (;;) {
          const chunk = await result.fetchChunk();
          if (!chunk || chunk.rowCount === 0) break;
          for (const row of chunk.getRows()) yield row.map(toBound);
        }
      } finally {
        dispose();
      }
    },
  };
  return withIndex(source, { ...o, indexColumn: null });
}
