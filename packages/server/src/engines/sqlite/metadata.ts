/** SQLite schemas (attached databases), tables and metadata, from sqlite_schema and pragma_* functions. */
import type Database from 'better-sqlite3';
import type { Dialect, TableInfo, TableMetadata } from '../engine.js';
import { schemaDoesNotExistError, tableDoesNotExistError } from '../errors.js';
import { textOf } from '../values.js';
import { SQLITE_NAME } from './errors.js';

type Db = Database.Database;
type Rec = Record<string, unknown>;

const all = (db: Db, sql: string, ...params: unknown[]): Rec[] => db.prepare(sql).all(...params) as Rec[];
const text = textOf;

export function sqliteSchemas(db: Db): string[] {
  return all(db, 'SELECT name FROM pragma_database_list ORDER BY seq')
    .map((r) => text(r.name))
    .filter((name) => name !== 'temp');
}

function checkSchema(db: Db, schema: string): void {
  if (!sqliteSchemas(db).includes(schema)) throw schemaDoesNotExistError(SQLITE_NAME, schema);
}

export function sqliteTables(db: Db, dialect: Dialect, schema: string): TableInfo[] {
  checkSchema(db, schema);
  const rows = all(
    db,
    `SELECT name, type FROM ${dialect.quoteIdentifier(schema)}.sqlite_schema
     WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
  );
  return rows.map((r) => ({ name: text(r.name), type: r.type === 'view' ? 'view' : 'table' }));
}

export function sqliteTableMetadata(db: Db, dialect: Dialect, schema: string, table: string): TableMetadata {
  checkSchema(db, schema);
  const kind = all(
    db,
    `SELECT type FROM ${dialect.quoteIdentifier(schema)}.sqlite_schema WHERE name = ? AND type IN ('table', 'view')`,
    table,
  )[0];
  if (!kind) throw tableDoesNotExistError(SQLITE_NAME, `${schema}.${table}`);
  // hidden: 0 ordinary, 1 hidden column of a virtual table, 2/3 generated columns.
  const columns = all(
    db,
    'SELECT * FROM pragma_table_xinfo(?, ?) WHERE hidden != 1 ORDER BY cid',
    table,
    schema,
  );
  const pkColumns = columns
    .filter((c) => Number(c.pk) > 0)
    .sort((a, b) => Number(a.pk) - Number(b.pk))
    .map((c) => text(c.name));
  const fkRows = all(db, 'SELECT * FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq', table, schema);
  const fks = new Map<number, TableMetadata['foreignKeys'][number]>();
  for (const r of fkRows) {
    const id = Number(r.id);
    const fk = fks.get(id) ?? {
      name: null,
      columns: [],
      referredSchema: schema,
      referredTable: text(r.table),
      referredColumns: [],
    };
    fk.columns.push(text(r.from));
    fk.referredColumns.push(text(r.to));
    fks.set(id, fk);
  }
  const indexes = all(
    db,
    "SELECT * FROM pragma_index_list(?, ?) WHERE origin != 'pk' ORDER BY name",
    table,
    schema,
  ).map((i) => ({
    name: text(i.name),
    columns: all(db, 'SELECT name FROM pragma_index_info(?, ?) ORDER BY seqno', text(i.name), schema).map(
      (c) => text(c.name),
    ),
    unique: Number(i.unique) === 1,
  }));
  return {
    catalog: null,
    schema,
    name: table,
    type: kind.type === 'view' ? 'view' : 'table',
    columns: columns.map((c) => ({
      name: text(c.name),
      engineType: text(c.type),
      genericType: dialect.genericType(text(c.type)),
      nullable: Number(c.notnull) === 0 && Number(c.pk) === 0,
      default: c.dflt_value === null || c.dflt_value === undefined ? null : text(c.dflt_value),
      comment: null,
    })),
    primaryKey: pkColumns.length > 0 ? { name: null, columns: pkColumns } : null,
    foreignKeys: [...fks.values()],
    indexes,
    comment: null,
  };
}
