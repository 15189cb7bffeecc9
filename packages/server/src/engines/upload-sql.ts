/**
 * The few statements a file upload writes that differ between engines: a column's type for each
 * kind of value the reader found, and renaming the finished staging table onto the target name.
 * Identifiers are quoted by the engine's dialect; values never appear in these statements.
 */
import type { EngineSpec } from './engine.js';

/** What the upload readers find in a column. */
export type UploadColumnKind = 'integer' | 'float' | 'boolean' | 'date' | 'datetime' | 'string';

const TYPES: Record<string, Partial<Record<UploadColumnKind, string>>> = {
  postgresql: { float: 'DOUBLE PRECISION' },
  mysql: { datetime: 'DATETIME(6)', boolean: 'BOOLEAN' },
  sqlite: { integer: 'INTEGER', float: 'REAL', boolean: 'INTEGER' },
};

const DEFAULT_TYPES: Record<UploadColumnKind, string> = {
  integer: 'BIGINT',
  float: 'DOUBLE',
  boolean: 'BOOLEAN',
  date: 'DATE',
  datetime: 'TIMESTAMP',
  string: 'TEXT',
};

/** The column type a kind of value is stored as on this engine. */
export function uploadColumnType(spec: EngineSpec, kind: UploadColumnKind): string {
  return TYPES[spec.engine]?.[kind] ?? DEFAULT_TYPES[kind];
}

/**
 * Renames `from` to `to` in the same schema. MySQL reads an unqualified new name in the session's
 * default database, so it gets the schema; the others take the new name alone.
 */
export function renameTableSql(spec: EngineSpec, schema: string | null, from: string, to: string): string {
  const d = spec.dialect;
  const target = spec.engine === 'mysql' ? d.qualifyTable(to, schema) : d.quoteIdentifier(to);
  return `ALTER TABLE ${d.qualifyTable(from, schema)} RENAME TO ${target}`;
}
