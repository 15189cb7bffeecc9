/**
 * DuckDB's own reading of a statement (see sql-safety/inspection.ts): `json_serialize_sql` on a
 * private in-memory instance parses without binding, so nothing is read and any name parses. Its
 * tree is walked for table references (BASE_TABLE, also a replacement scan such as `FROM 'x.csv'`,
 * SHOW_REF of DESCRIBE/SUMMARIZE), table functions (TABLE_FUNCTION) and function calls, with CTE
 * names scoped as DuckDB scopes them. It serializes SELECTs only; CALL f(…) is read as
 * `SELECT * FROM f(…)` and PRAGMA p as the table function pragma_p, both of kind 'other'.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { splitStatements } from '../../sqllab/sql-scan.js';
import {
  InspectionBuilder,
  InspectionError,
  qualifiedName,
  type StatementInspection,
} from '../../sql-safety/inspection.js';
import { SAFE_DUCKDB_CONFIG } from './instances.js';

let parser: Promise<DuckDBConnection> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function parserConnection(): Promise<DuckDBConnection> {
  parser ??= DuckDBInstance.create(':memory:', { ...SAFE_DUCKDB_CONFIG }).then((i) => i.connect());
  return parser;
}

export interface SerializedSql {
  error?: boolean;
  error_type?: string;
  error_message?: string;
  position?: string;
  statements?: { node: unknown }[];
}

/** DuckDB's parse tree of `sql` (or its error), one call at a time on the private connection. */
export async function serializeSql(sql: string): Promise<SerializedSql> {
  const conn = await parserConnection();
  const run = queue.then(() => conn.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR)', [sql]));
  queue = run.catch(() => undefined);
  return JSON.parse(String((await run).getRows()[0]?.[0] ?? '{}')) as SerializedSql;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Table reference types whose relations the walk knows; any other makes the answer 'other'. */
const TABLE_REFS = new Set([
  'BASE_TABLE',
  'JOIN',
  'SUBQUERY',
  'TABLE_FUNCTION',
  'EXPRESSION_LIST',
  'EMPTY',
  'PIVOT',
  'SHOW_REF',
  'DELIM_GET',
  'COLUMN_DATA',
]);

interface CteEntry {
  key?: string;
  value?: { query?: { node?: Node } };
}

function walk(value: unknown, scope: ReadonlySet<string>, out: InspectionBuilder): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, scope, out);
    return;
  }
  if (!isNode(value)) return;
  let inner = scope;
  const ctes = (value.cte_map as { map?: CteEntry[] } | undefined)?.map;
  if (Array.isArray(ctes) && ctes.length > 0) {
    // A CTE sees the ones before it, and itself only when recursive; the body sees them all.
    const names = new Set(scope);
    for (const cte of ctes) {
      const name = text(cte.key).toLowerCase();
      const query = cte.value?.query?.node;
      const self = query?.type === 'RECURSIVE_CTE_NODE' ? new Set([...names, name]) : names;
      walk(cte.value, new Set(self), out);
      names.add(name);
    }
    inner = names;
  }
  // Table references carry `sample` and no `class` (expressions have one); query nodes end in _NODE.
  const isTableRef =
    typeof value.type === 'string' &&
    !('class' in value) &&
    'sample' in value &&
    !value.type.endsWith('_NODE');
  if (isTableRef) {
    const type = value.type as string;
    if (!TABLE_REFS.has(type)) out.other();
    if (type === 'BASE_TABLE') {
      const table = text(value.table_name);
      const schema = text(value.schema_name);
      const catalog = text(value.catalog_name);
      if (schema || catalog || !inner.has(table.toLowerCase())) out.relation(table, schema, catalog);
    } else if (type === 'SHOW_REF' && text(value.table_name)) {
      out.relation(text(value.table_name), text(value.schema_name), text(value.catalog_name));
    } else if (type === 'TABLE_FUNCTION' && isNode(value.function)) {
      const fn = value.function;
      out.tableFunction(qualifiedName(text(fn.catalog), text(fn.schema), text(fn.function_name)));
    }
  } else if (value.class === 'FUNCTION' || value.class === 'WINDOW') {
    out.function(qualifiedName(text(value.catalog), text(value.schema), text(value.function_name)));
  }
  for (const [key, child] of Object.entries(value)) if (key !== 'cte_map') walk(child, inner, out);
}

const LEADING = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;

/** CALL/PRAGMA, the statements DuckDB runs read-only besides SELECT and EXPLAIN. */
async function inspectOther(statement: string, out: InspectionBuilder): Promise<void> {
  out.other();
  const body = statement.replace(LEADING, '');
  const call = /^call\b/i.exec(body);
  if (call) {
    const answer = await serializeSql(`SELECT * FROM ${body.slice(call[0].length)}`);
    if (answer.error) throw new InspectionError(answer.error_message ?? 'CALL could not be read');
    walk(answer.statements, new Set(), out);
    return;
  }
  const pragma = /^pragma\s+([A-Za-z_][\w]*)/i.exec(body);
  if (pragma) out.tableFunction(`pragma_${pragma[1]}`);
}

export async function inspectDuckdb(sql: string): Promise<StatementInspection> {
  const out = new InspectionBuilder();
  const answer = await serializeSql(sql);
  if (!answer.error) {
    out.statements = answer.statements?.length ?? 0;
    walk(answer.statements, new Set(), out);
    return out.build();
  }
  if (answer.error_type !== 'not implemented')
    throw new InspectionError(answer.error_message ?? 'The statement could not be parsed.');
  // Not only SELECTs: each statement on its own, so that SELECTs beside them are still read.
  const statements = splitStatements(sql);
  out.statements = statements.length;
  for (const statement of statements) {
    const one = await serializeSql(statement);
    if (!one.error) walk(one.statements, new Set(), out);
    else if (one.error_type === 'not implemented') await inspectOther(statement, out);
    else throw new InspectionError(one.error_message ?? 'The statement could not be parsed.');
  }
  return out.build();
}
