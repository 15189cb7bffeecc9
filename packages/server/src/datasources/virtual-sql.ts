/**
 * The SQL of a virtual dataset must be one read-only query (Superset: "Only single queries
 * supported", "Only `SELECT` statements are allowed"). The text is scanned lexically, so quotes,
 * quoted names, comments and PostgreSQL dollar-quoted strings never confuse the check.
 */
import { firstKeyword } from '../engines/sql-text.js';

export class VirtualSqlError extends Error {}

/**
 * Splits `sql` into statements: the raw text of each, and a clean copy with string literals,
 * quoted identifiers and comments blanked out, so keyword checks only see SQL structure.
 * Statements with nothing but comments and whitespace are dropped.
 */
export function splitStatements(sql: string): { raw: string; clean: string }[] {
  const statements: { raw: string; clean: string }[] = [];
  let current = '';
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end;
      current += ' ';
    } else if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
      current += ' ';
    } else if (ch === "'" || ch === '"' || ch === '`') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === '\\' && ch === "'") j += 2;
        else if (sql[j] === ch && sql[j + 1] === ch) j += 2;
        else if (sql[j] === ch) break;
        else j += 1;
      }
      i = j + 1;
      current += ch === "'" ? "''" : '"x"';
    } else if (ch === '$' && /[A-Za-z_$]/.test(next ?? '') && /^\$[A-Za-z_]*\$/.test(sql.slice(i))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end === -1 ? n : end + tag.length;
      current += "''";
    } else if (ch === ';') {
      statements.push({ raw: sql.slice(start, i), clean: current });
      current = '';
      i += 1;
      start = i;
    } else {
      current += ch;
      i += 1;
    }
  }
  statements.push({ raw: sql.slice(start), clean: current });
  return statements.filter((s) => s.clean.trim() !== '');
}

/** Words that make a SELECT write (data-modifying CTEs, SELECT … INTO, locking reads). */
const WRITE_WORDS =
  /\b(insert|update|delete|merge|into|create|drop|alter|truncate|grant|revoke|attach|detach|copy)\b/i;

/**
 * Throws VirtualSqlError unless `sql` is exactly one SELECT (or WITH … SELECT) statement; returns
 * that statement's text without the separating semicolons, ready to wrap as a subquery.
 */
export function singleSelect(sql: string): string {
  const statements = splitStatements(sql);
  if (statements.length === 0) throw new VirtualSqlError('Virtual dataset query cannot be empty');
  if (statements.length > 1) throw new VirtualSqlError('Only single queries supported');
  const { raw, clean } = statements[0]!;
  const keyword = firstKeyword(clean);
  if ((keyword !== 'SELECT' && keyword !== 'WITH') || WRITE_WORDS.test(clean)) {
    throw new VirtualSqlError('Only `SELECT` statements are allowed');
  }
  return raw.trim();
}
