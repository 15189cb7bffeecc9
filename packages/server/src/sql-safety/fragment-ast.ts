/**
 * The expression tree of a user SQL fragment: only what an analytic expression needs (literals,
 * column references, operators, function calls with windows and filters, CASE, CAST, IN, BETWEEN,
 * LIKE, IS, INTERVAL, EXTRACT). There is no node for a subquery, a statement, a comment or a
 * parameter: such text never becomes a tree, so it can never be emitted.
 */

/** A name as written: a bare word (engine folds its case) or a quoted name (kept as is). */
export interface Name {
  name: string;
  quoted: boolean;
}

export interface OrderItem {
  expr: Expr;
  dir: 'ASC' | 'DESC' | null;
  nulls: 'FIRST' | 'LAST' | null;
}

export interface FrameBound {
  kind: 'UNBOUNDED PRECEDING' | 'UNBOUNDED FOLLOWING' | 'CURRENT ROW' | 'PRECEDING' | 'FOLLOWING';
  offset?: string;
}

export interface WindowSpec {
  partitionBy: Expr[];
  orderBy: OrderItem[];
  frame: { unit: 'ROWS' | 'RANGE' | 'GROUPS'; start: FrameBound; end: FrameBound | null } | null;
}

export type Expr =
  | { k: 'num'; v: string }
  | { k: 'str'; v: string }
  | { k: 'const'; v: 'NULL' | 'TRUE' | 'FALSE' }
  | { k: 'col'; parts: Name[] }
  | { k: 'unary'; op: '-' | '+' | 'NOT' | '~'; e: Expr }
  | { k: 'bin'; op: string; l: Expr; r: Expr }
  | { k: 'is'; e: Expr; not: boolean; what: 'NULL' | 'TRUE' | 'FALSE' }
  | { k: 'distinctFrom'; e: Expr; not: boolean; r: Expr }
  | { k: 'in'; e: Expr; not: boolean; list: Expr[] }
  | { k: 'between'; e: Expr; not: boolean; lo: Expr; hi: Expr }
  | { k: 'like'; e: Expr; not: boolean; op: string; pattern: Expr; escape: Expr | null }
  | { k: 'case'; operand: Expr | null; whens: [Expr, Expr][]; else: Expr | null }
  | { k: 'cast'; e: Expr; type: string; tryCast: boolean }
  | { k: 'typed'; type: string; v: string }
  | { k: 'interval'; value: Expr; unit: string | null }
  | { k: 'extract'; field: string; e: Expr }
  | { k: 'position'; needle: Expr; haystack: Expr }
  | { k: 'substring'; e: Expr; from: Expr | null; for: Expr | null }
  | { k: 'trim'; side: 'BOTH' | 'LEADING' | 'TRAILING' | null; chars: Expr | null; e: Expr }
  | {
      k: 'fn';
      name: string;
      distinct: boolean;
      star: boolean;
      args: Expr[];
      orderBy: OrderItem[];
      separator: string | null;
      withinGroup: OrderItem[] | null;
      filter: Expr | null;
      over: WindowSpec | null;
    };
