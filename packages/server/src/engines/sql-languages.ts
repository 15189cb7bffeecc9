/**
 * The SQL languages of an engine named by a client or a stored URI. A served engine's spec says
 * them (`SqlLanguages`); engines this server does not run keep the names Superset's clients know,
 * so `format_sql` with `engine: 'trino'` and the editor of a database of another engine still get
 * their language.
 */
import type { SqlLanguage } from 'sql-formatter';
import type { EditorDialect, EngineSpec } from './engine.js';

/** sql-formatter languages of engines without a spec here, by backend name. */
const OTHER_FORMATTER_LANGUAGES: Record<string, SqlLanguage> = {
  mariadb: 'mariadb',
  trino: 'trino',
  presto: 'trino',
  clickhousedb: 'clickhouse',
  clickhouse: 'clickhouse',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  redshift: 'redshift',
};

/** Editor dialects of engines without a spec here, by lower-cased backend name. */
const OTHER_EDITOR_DIALECTS: Record<string, EditorDialect> = {
  postgres: 'PostgreSQL',
  redshift: 'PostgreSQL',
  mariadb: 'MariaSQL',
  mssql: 'MSSQL',
  oracle: 'PLSQL',
};

const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** sql-formatter's language for a backend name (format_sql's `engine`); plain SQL when unknown. */
export function formatterLanguageOf(
  specs: readonly EngineSpec[],
  backend: string | null | undefined,
): SqlLanguage {
  if (!backend) return 'sql';
  const spec = specs.find((s) => s.engine === backend);
  return spec?.formatterLanguage ?? own(OTHER_FORMATTER_LANGUAGES, backend) ?? 'sql';
}

/** The SQL editor's dialect of a database: its engine's, else by its backend name. */
export function editorDialectOf(spec: EngineSpec | null | undefined, backend: string | null): EditorDialect {
  return spec?.editorDialect ?? own(OTHER_EDITOR_DIALECTS, (backend ?? '').toLowerCase()) ?? 'StandardSQL';
}
