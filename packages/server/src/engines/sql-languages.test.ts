import { describe, expect, it } from 'vitest';
import { BUILTIN_ENGINE_SPECS } from './registry.js';
import { editorDialectOf, formatterLanguageOf } from './sql-languages.js';
import { duckdbSpec } from './duckdb/spec.js';
import { mysqlSpec } from './mysql/spec.js';

describe('SQL languages by engine', () => {
  it.each([
    ['duckdb', 'duckdb'],
    ['mariadb', 'mariadb'],
    ['presto', 'trino'],
    ['oracle', 'sql'],
    ['constructor', 'sql'],
    [null, 'sql'],
  ])(
    "gives backend %s the formatter language %s (a served one its spec's, a foreign one its own)",
    (backend, language) => {
      expect(formatterLanguageOf(BUILTIN_ENGINE_SPECS, backend)).toBe(language);
    },
  );

  it.each([
    [duckdbSpec, 'duckdb', 'PostgreSQL'],
    [mysqlSpec, 'mysql', 'MySQL'],
    [null, 'Redshift', 'PostgreSQL'],
    [null, 'mssql', 'MSSQL'],
    [null, 'trino', 'StandardSQL'],
    [null, null, 'StandardSQL'],
  ])('names the editor dialect of a database, with or without a spec (%#)', (spec, backend, dialect) => {
    expect(editorDialectOf(spec, backend)).toBe(dialect);
  });
});
