/**
 * What the editor completes beyond keywords: schemas, the current schema's tables (unqualified),
 * and the columns of tables the SQL mentions. Pure: the hook feeds it the metadata it has.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import {
  MSSQL,
  MariaSQL,
  MySQL,
  PLSQL,
  PostgreSQL,
  SQLite,
  StandardSQL,
  type SQLDialect,
  type SQLNamespace,
} from '@codemirror/lang-sql';

/** lang-sql's dialects by export name: the names the server gives. */
const DIALECTS: Readonly<Record<string, SQLDialect>> = {
  PostgreSQL,
  MySQL,
  MariaSQL,
  SQLite,
  MSSQL,
  PLSQL,
  StandardSQL,
};

/**
 * The editor's SQL dialect (highlighting and keywords) named by the server for the database's engine
 * (`engine_information.editor_dialect`); standard SQL when it names none.
 */
export function dialectFor(name: string | null | undefined): SQLDialect {
  return (name && Object.hasOwn(DIALECTS, name) ? DIALECTS[name] : undefined) ?? StandardSQL;
}

export interface ColumnInfo {
  name: string;
  type?: string;
}

/** schema → table → columns, the shape lang-sql completes (`schema.table.column`). */
export function buildNamespace(
  schemas: readonly string[],
  currentSchema: string | null,
  tables: readonly string[],
  columnsByTable: Readonly<Record<string, readonly ColumnInfo[]>>,
): SQLNamespace {
  const ns: Record<string, SQLNamespace> = {};
  for (const s of schemas) ns[s] = {};
  if (currentSchema !== null) {
    const level: Record<string, SQLNamespace> = {};
    for (const t of tables)
      level[t] = (columnsByTable[t] ?? []).map((c) => ({
        label: c.name,
        type: 'property',
        ...(c.type ? { detail: c.type } : {}),
      }));
    ns[currentSchema] = level;
  }
  return ns;
}

const IDENT = String.raw`(?:"[^"]+"|\x60[^\x60]+\x60|[\w$]+)`;
const FROM_JOIN = new RegExp(String.raw`\b(?:from|join)\s+((?:${IDENT}\.){0,2}${IDENT})`, 'gi');

/** Table names after FROM and JOIN (the last path part, unquoted). */
export function referencedTables(sql: string): string[] {
  const out = new Set<string>();
  for (const m of sql.matchAll(FROM_JOIN)) {
    const last = m[1]!.split('.').pop()!;
    out.add(last.replace(/^["\x60]|["\x60]$/g, ''));
  }
  return [...out];
}

/** Column completions of the tables the SQL mentions, for unqualified names. */
export function columnCompletions(
  sql: string,
  columnsByTable: Readonly<Record<string, readonly ColumnInfo[]>>,
): Completion[] {
  const seen = new Set<string>();
  const out: Completion[] = [];
  for (const t of referencedTables(sql)) {
    for (const c of columnsByTable[t] ?? []) {
      if (seen.has(c.name)) continue;
      seen.add(c.name);
      out.push({ label: c.name, type: 'property', detail: c.type ?? t, boost: 2 });
    }
  }
  return out;
}

/** A completion source over `columnCompletions`, reading the table metadata through `get`. */
export function columnSource(get: () => Readonly<Record<string, readonly ColumnInfo[]>>) {
  return (ctx: CompletionContext): CompletionResult | null => {
    const word = ctx.matchBefore(/[\w$]+/);
    if (!word && !ctx.explicit) return null;
    // After a dot lang-sql's own schema source completes the qualified names.
    const before = ctx.state.sliceDoc(Math.max(0, (word?.from ?? ctx.pos) - 1), word?.from ?? ctx.pos);
    if (before === '.') return null;
    const options = columnCompletions(ctx.state.doc.toString(), get());
    if (options.length === 0) return null;
    return { from: word?.from ?? ctx.pos, options, validFor: /^[\w$]*$/ };
  };
}
