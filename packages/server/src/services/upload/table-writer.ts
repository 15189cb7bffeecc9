/**
 * Writes an upload source into its table without ever leaving half a table: the rows go into a
 * staging table of a random name in the target schema, in batches of bound values (never pasted
 * into SQL); only when every row is in does the staging table become the target — renamed onto a
 * new name (fail), renamed after dropping the old table (replace: the old one stays until the new
 * one is complete), or copied in by one INSERT … SELECT (append). Any failure drops the staging table.
 */
import { randomBytes } from 'node:crypto';
import type { BoundValue, Connector, EngineSpec } from '../../engines/engine.js';
import { renameTableSql, uploadColumnType } from '../../engines/upload-sql.js';
import { invalidField } from '../../domain-errors.js';
import type { AlreadyExists } from './options.js';
import type { UploadColumn, UploadSource } from './source.js';

export const TABLE_EXISTS =
  "Table already exists. You can change your 'if table already exists' strategy to append or " +
  'replace or provide a different Table Name to use.';

/** Bound values per INSERT: under PostgreSQL's and MySQL's 65535 and SQLite's 32766. */
const MAX_PARAMS = 30_000;
const MAX_ROWS_PER_INSERT = 2_000;

export interface TableTarget {
  schema: string | null;
  table: string;
  ifExists: AlreadyExists;
}

function stagingName(spec: EngineSpec, table: string): string {
  const prefix = `_upload_${randomBytes(4).toString('hex')}_`;
  return (prefix + table).slice(0, Math.min(spec.dialect.maxIdentifierLength || 63, 63));
}

async function tableExists(conn: Connector, schema: string | null, table: string): Promise<boolean> {
  const tables = await conn.getTables(schema);
  return tables.some((t) => t.name === table);
}

function insertSql(spec: EngineSpec, qualified: string, columns: UploadColumn[], rows: number): string {
  const d = spec.dialect;
  let n = 0;
  const tuple = () => `(${columns.map(() => d.placeholder(++n)).join(', ')})`;
  const values = Array.from({ length: rows }, tuple).join(', ');
  return `INSERT INTO ${qualified} (${columns.map((c) => d.quoteIdentifier(c.name)).join(', ')}) VALUES ${values}`;
}

/** Every row of the source into `qualified`, batch by batch; the number of rows. */
async function insertRows(conn: Connector, spec: EngineSpec, qualified: string, source: UploadSource) {
  const perInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMS / Math.max(1, source.columns.length))),
  );
  const fullSql = insertSql(spec, qualified, source.columns, perInsert);
  let batch: BoundValue[] = [];
  let rows = 0;
  let pending = 0;
  const flush = async () => {
    if (pending === 0) return;
    const sql = pending === perInsert ? fullSql : insertSql(spec, qualified, source.columns, pending);
    await conn.execute(sql, batch);
    batch = [];
    pending = 0;
  };
  for await (const row of source.rows()) {
    for (const v of row) batch.push(v);
    pending += 1;
    rows += 1;
    if (pending === perInsert) await flush();
  }
  await flush();
  return rows;
}

async function dropQuietly(conn: Connector, qualified: string) {
  await conn.execute(`DROP TABLE IF EXISTS ${qualified}`).catch(() => undefined);
}

/** Moves the complete staging table onto the target, as `ifExists` says. */
async function finish(
  conn: Connector,
  spec: EngineSpec,
  target: TableTarget,
  staging: string,
  columns: UploadColumn[],
) {
  const d = spec.dialect;
  const qualified = d.qualifyTable(target.table, target.schema);
  const exists = await tableExists(conn, target.schema, target.table);
  if (exists && target.ifExists === 'fail') throw invalidField('table_name', TABLE_EXISTS, 422);
  if (exists && target.ifExists === 'append') {
    const list = columns.map((c) => d.quoteIdentifier(c.name)).join(', ');
    const from = d.qualifyTable(staging, target.schema);
    await conn.execute(`INSERT INTO ${qualified} (${list}) SELECT ${list} FROM ${from}`);
    await dropQuietly(conn, from);
    return;
  }
  if (exists) await conn.execute(`DROP TABLE ${qualified}`);
  await conn.execute(renameTableSql(spec, target.schema, staging, target.table));
}

/** Writes `source` as `target` on a connection that may write; the number of rows written. */
export async function writeTable(
  conn: Connector,
  spec: EngineSpec,
  target: TableTarget,
  source: UploadSource,
): Promise<number> {
  if (source.columns.length === 0) throw invalidField('file', 'The file has no columns to read.');
  if (target.ifExists === 'fail' && (await tableExists(conn, target.schema, target.table)))
    throw invalidField('table_name', TABLE_EXISTS, 422);
  const d = spec.dialect;
  const staging = stagingName(spec, target.table);
  const qualified = d.qualifyTable(staging, target.schema);
  const defs = source.columns.map((c) => `${d.quoteIdentifier(c.name)} ${uploadColumnType(spec, c.kind)}`);
  await conn.execute(`CREATE TABLE ${qualified} (${defs.join(', ')})`);
  try {
    const rows = conn.appendRows
      ? await conn.appendRows(staging, target.schema, source.rows())
      : await insertRows(conn, spec, qualified, source);
    await finish(conn, spec, target, staging, source.columns);
    return rows;
  } catch (err) {
    await dropQuietly(conn, qualified);
    throw err;
  }
}
