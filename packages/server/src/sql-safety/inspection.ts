/**
 * What a statement reads, as the engine itself reads it (`Connector.inspect`). Access checks trust
 * this rather than a generic SQL parser, whose reading of strings, comments and table functions
 * differs from the engine's (a backslash inside a string, MySQL's executable comments, DuckDB's
 * `query('…')`).
 *
 * Contract of `Connector.inspect(sql, params?, options?)`:
 * - It never runs the statement, and never reads table data. It may ask the engine to parse or
 *   plan (EXPLAIN) it; `params` are the values of its placeholders (`$n` or `?`), needed by engines
 *   that only plan bound statements; `options.schema`/`catalog` are the defaults the statement
 *   would run with.
 * - `sql` may hold several statements; the answer covers all of them.
 * - `kind` is 'select' only when every statement only reads and returns rows (no SELECT INTO, no
 *   data-changing CTE); anything else, or a statement the inspector cannot walk, is 'other' and
 *   its relations are then not a complete list.
 * - `relations` are the tables and views named in the statement, as written (a view is not
 *   expanded; CTE names are excluded, subqueries, set operations, joins and LATERAL included),
 *   with their schema and catalog when written; duplicates removed.
 * - `tableFunctions` are the lower-cased names (with schema when written) of the functions in FROM
 *   (DuckDB's CALL, SQLite's virtual tables); `functions` those of every function call, aggregates
 *   and window functions included (a table function may be listed there too).
 * - It rejects (InspectionError) when the engine cannot parse the statement.
 */

export interface RelationRef {
  catalog: string | null;
  schema: string | null;
  table: string;
}

export interface StatementInspection {
  /** Statements in the text. */
  statements: number;
  /** 'select' when every statement only reads and returns rows. */
  kind: 'select' | 'other';
  relations: RelationRef[];
  tableFunctions: string[];
  functions: string[];
  /** MySQL executable comments or optimizer hints (`/*!`, `/*M!`, `/*+`) are present. */
  executableComments: boolean;
}

/** The engine cannot parse the statement (or the inspection could not finish). */
export class InspectionError extends Error {}

/** Collects an inspection's parts without duplicates. */
export class InspectionBuilder {
  private readonly relations = new Map<string, RelationRef>();
  private readonly tableFunctions = new Set<string>();
  private readonly functions = new Set<string>();
  kind: 'select' | 'other' = 'select';
  statements = 0;
  executableComments = false;

  relation(table: string, schema?: string | null, catalog?: string | null): void {
    const ref = { catalog: catalog || null, schema: schema || null, table };
    this.relations.set(JSON.stringify([ref.catalog, ref.schema, ref.table]), ref);
  }

  tableFunction(name: string): void {
    this.tableFunctions.add(name.toLowerCase());
  }

  function(name: string): void {
    this.functions.add(name.toLowerCase());
  }

  other(): void {
    this.kind = 'other';
  }

  build(): StatementInspection {
    return {
      statements: this.statements,
      kind: this.kind,
      relations: [...this.relations.values()],
      tableFunctions: [...this.tableFunctions],
      functions: [...this.functions],
      executableComments: this.executableComments,
    };
  }
}

/** A qualified function name from its parts, empty parts left out. */
export const qualifiedName = (...parts: (string | null | undefined)[]): string =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join('.');
