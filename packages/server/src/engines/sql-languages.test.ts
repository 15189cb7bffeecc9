import { describe, expect, it } from 'vitest';
import { BUILTIN_ENGINE_SPECS } from './registry.js';
import { editorDialectOf, formatterLanguageOf } from './sql-languages.js';
import { duckdbSpec } from './duckdb/spec.js';
import { mysqlSpec } from './mysql/spec.js';

describe('SQL languages by engine', () => {
  it('gives a served engine its spec language and a known foreign one its own', () => {
    expect(formatterLanguageOf(BUILTIN_ENGINE_SPECS, 'duckdb')).toBe('duckdb');
    expect(formatterLanguageOf(BUILTIN_ENGINE_SPECS, 'mariadb')).toBe('mariadb');
    expect(formatterLanguageOf(BUILTIN_ENGINE_SPECS, 'presto')).toBe('trino');
    expect(formatterLanguageOf(BUILTIN_ENGINE_SPECS, 'oracle')).toBe('sql');
    expect(formatterLanguageOf(BUILTIN_ENGINE_SPECS, 'constructor')).toBe('sql');
    expect(formatterLanguageOf(BUILTIN_ENGINE_SPECS, null)).toBe('sql');
  });

  it('names the editor dialect of a database, with or without a spec', () => {
    expect(editorDialectOf(duckdbSpec, 'duckdb')).toBe('PostgreSQL');
    expect(editorDialectOf(mysqlSpec, 'mysql')).toBe('MySQL');
    expect(editorDialectOf(null, 'Redshift')).toBe('PostgreSQL');
    expect(editorDialectOf(null, 'mssql')).toBe('MSSQL');
    expect(editorDialectOf(null, 'trino')).toBe('StandardSQL');
    expect(editorDialectOf(null, null)).toBe('StandardSQL');
  });
});
