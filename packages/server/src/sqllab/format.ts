/**
 * SQL formatting with sql-formatter in the engine's dialect. Template tags ({{ … }}, {% … %})
 * are kept as they are.
 */
import { format, type SqlLanguage } from 'sql-formatter';

const LANGUAGES: Record<string, SqlLanguage> = {
  postgresql: 'postgresql',
  duckdb: 'duckdb',
  mysql: 'mysql',
  mariadb: 'mariadb',
  sqlite: 'sqlite',
  trino: 'trino',
  presto: 'trino',
  clickhousedb: 'clickhouse',
  clickhouse: 'clickhouse',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  redshift: 'redshift',
};

export const formatterLanguage = (engine: string | null | undefined): SqlLanguage =>
  (engine && LANGUAGES[engine]) || 'sql';

export function formatSql(sql: string, engine?: string | null): string {
  return format(sql, {
    language: formatterLanguage(engine),
    paramTypes: { custom: [{ regex: String.raw`\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}` }] },
  });
}
