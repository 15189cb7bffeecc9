/**
 * The little SQL text inspection the engines need (full parsing lives in sqllab, with
 * node-sql-parser): the first keyword of a statement, past comments and parentheses.
 */

/** Upper-cased first word of `sql`, skipping whitespace, `--`/`#` and block comments and '('. */
export function firstKeyword(sql: string): string {
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i];
    if (ch === undefined) break;
    if (/\s/.test(ch) || ch === '(' || ch === ';') {
      i += 1;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (ch === '#') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 2;
    } else {
      break;
    }
  }
  const m = /^[A-Za-z_]+/.exec(sql.slice(i));
  return m ? m[0].toUpperCase() : '';
}

/** Statements that return rows and read only (a WITH may still hide DML; engines refuse it). */
export function isSelectLike(sql: string): boolean {
  return ['SELECT', 'WITH', 'VALUES', 'TABLE'].includes(firstKeyword(sql));
}
