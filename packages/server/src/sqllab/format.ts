/**
 * SQL formatting with sql-formatter in the engine's language (`EngineSpec.formatterLanguage`).
 * Template tags ({{ … }}, {% … %}) are kept as they are.
 */
import { format, type SqlLanguage } from 'sql-formatter';

export function formatSql(sql: string, language: SqlLanguage = 'sql'): string {
  return format(sql, {
    language,
    paramTypes: { custom: [{ regex: String.raw`\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}` }] },
  });
}
