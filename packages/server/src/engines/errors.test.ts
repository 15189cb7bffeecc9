import { describe, expect, it } from 'vitest';
import { mapDuckdbError } from './duckdb/errors.js';
import {
  EngineError,
  ErrorType,
  issueCodesFor,
  lineOfPosition,
  networkError,
  timeoutError,
} from './errors.js';
import { mapMysqlError } from './mysql/errors.js';
import { mapPgError } from './postgres/errors.js';
import { mapSqliteError } from './sqlite/errors.js';

const pgCtx = {
  host: 'db.example',
  port: 5432,
  username: 'alice',
  database: 'sales',
  sql: 'SELECT a,\n  nope FROM t',
};
const myCtx = { host: 'db.example', port: 3306, username: 'alice', database: 'sales' };
const pgErr = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('EngineError', () => {
  it("carries Superset's issue codes and serialises to the error envelope item", () => {
    const err = new EngineError(ErrorType.TABLE_DOES_NOT_EXIST_ERROR, 'gone', 'PostgreSQL');
    expect(err.toJSON()).toEqual({
      message: 'gone',
      error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
      level: 'error',
      extra: {
        engine_name: 'PostgreSQL',
        issue_codes: [
          {
            code: 1003,
            message:
              'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
          },
          { code: 1005, message: 'Issue 1005 - The table was deleted or renamed in the database.' },
        ],
      },
    });
    expect(issueCodesFor(ErrorType.CONNECTION_ACCESS_DENIED_ERROR).map((c) => c.code)).toEqual([1014, 1015]);
    expect(issueCodesFor(ErrorType.BACKEND_TIMEOUT_ERROR)[0]?.message).toBe(
      'Issue 1000 - The dataset is too large to query.',
    );
    expect(issueCodesFor(ErrorType.DML_NOT_ALLOWED_ERROR)[0]?.message).toBe(
      'Issue 1022 - Database does not allow data manipulation.',
    );
    expect(issueCodesFor(ErrorType.DATABASE_SECURITY_ACCESS_ERROR)).toEqual([]);
  });

  it('reports timeouts in seconds', () => {
    const err = timeoutError('DuckDB', 30_000);
    expect(err.errorType).toBe(ErrorType.CONNECTION_DATABASE_TIMEOUT);
    expect(err.message).toBe('The query exceeded the 30 seconds timeout.');
    expect(err.extra.timeout).toBe(30);
  });

  it('finds the line of a character position', () => {
    expect(lineOfPosition('a\nb\nc', 1)).toBe(1);
    expect(lineOfPosition('a\nb\nc', 3)).toBe(2);
    expect(lineOfPosition('a\nb\nc', 5)).toBe(3);
  });
});

describe('network errors', () => {
  it.each([
    [
      'ECONNREFUSED',
      ErrorType.CONNECTION_PORT_CLOSED_ERROR,
      'Port 5432 on hostname "db.example" refused the connection.',
    ],
    [
      'ENOTFOUND',
      ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
      'The hostname "db.example" cannot be resolved.',
    ],
    [
      'ETIMEDOUT',
      ErrorType.CONNECTION_HOST_DOWN_ERROR,
      'The host "db.example" might be down, and can\'t be reached on port 5432.',
    ],
    [
      'EHOSTUNREACH',
      ErrorType.CONNECTION_HOST_DOWN_ERROR,
      'The host "db.example" might be down, and can\'t be reached on port 5432.',
    ],
  ])('%s', (code, type, message) => {
    const err = networkError('PostgreSQL', Object.assign(new Error(code), { code }), {
      host: 'db.example',
      port: 5432,
    });
    expect(err?.errorType).toBe(type);
    expect(err?.message).toBe(message);
  });

  it('ignores other errors', () => {
    expect(networkError('X', new Error('boom'), { host: 'h', port: 1 })).toBeNull();
  });
});

describe('PostgreSQL error mapping', () => {
  it.each([
    [
      pgErr('28P01', 'password authentication failed for user "alice"'),
      ErrorType.CONNECTION_INVALID_PASSWORD_ERROR,
      'The password provided for username "alice" is incorrect.',
    ],
    [
      pgErr('28000', 'role "bob" does not exist'),
      ErrorType.CONNECTION_INVALID_USERNAME_ERROR,
      'The username "bob" does not exist.',
    ],
    [
      pgErr('3D000', 'database "nope" does not exist'),
      ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
      'Unable to connect to database "nope".',
    ],
    [
      pgErr('42601', 'syntax error at or near "FORM"'),
      ErrorType.SYNTAX_ERROR,
      'Please check your query for syntax errors at or near "FORM". Then, try running your query again.',
    ],
    [
      pgErr('42703', 'column "nope" does not exist', { position: '14' }),
      ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
      'We can\'t seem to resolve the column "nope" at line 2.',
    ],
    [
      pgErr('42P01', 'relation "t" does not exist'),
      ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      'Table "t" does not exist. A valid table must be used to run this query.',
    ],
    [
      pgErr('3F000', 'schema "s" does not exist'),
      ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
      'Schema "s" does not exist. A valid schema must be used to run this query.',
    ],
    [
      pgErr('57014', 'canceling statement due to statement timeout'),
      ErrorType.CONNECTION_DATABASE_TIMEOUT,
      'The query exceeded the 0 seconds timeout.',
    ],
    [
      pgErr('25006', 'cannot execute INSERT in a read-only transaction'),
      ErrorType.DML_NOT_ALLOWED_ERROR,
      'Only SELECT statements are allowed against this database.',
    ],
    [pgErr('XX000', 'internal error'), ErrorType.GENERIC_DB_ENGINE_ERROR, 'PostgreSQL error: internal error'],
  ])('%s', (err, type, message) => {
    const mapped = mapPgError(err, pgCtx);
    expect(mapped.errorType).toBe(type);
    expect(mapped.message).toBe(message);
    expect(mapped.cause).toBe(err);
  });

  it('tells a cancellation from a timeout', () => {
    expect(mapPgError(pgErr('57014', 'canceling statement due to user request'), pgCtx).cancelled).toBe(true);
  });

  it('reads a connection timeout as host down', () => {
    expect(mapPgError(new Error('timeout exceeded when trying to connect'), pgCtx).errorType).toBe(
      ErrorType.CONNECTION_HOST_DOWN_ERROR,
    );
  });
});

describe('MySQL error mapping', () => {
  const my = (code: string, errno: number, message: string) =>
    Object.assign(new Error(message), { code, errno });
  it.each([
    [
      my('ER_ACCESS_DENIED_ERROR', 1045, "Access denied for user 'alice'@'10.0.0.1' (using password: YES)"),
      ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
      'Either the username "alice" or the password is incorrect.',
    ],
    [
      my('ER_BAD_DB_ERROR', 1049, "Unknown database 'nope'"),
      ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
      'Unable to connect to database "nope".',
    ],
    [
      my(
        'ER_PARSE_ERROR',
        1064,
        "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'selec 1' at line 1",
      ),
      ErrorType.SYNTAX_ERROR,
      'Please check your query for syntax errors near "selec 1". Then, try running your query again.',
    ],
    [
      my('ER_BAD_FIELD_ERROR', 1054, "Unknown column 'nope' in 'field list'"),
      ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
      'We can\'t seem to resolve the column "nope".',
    ],
    [
      my('ER_NO_SUCH_TABLE', 1146, "Table 'sales.nope' doesn't exist"),
      ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
      'Table "sales.nope" does not exist. A valid table must be used to run this query.',
    ],
    [
      my('ER_UNKNOWN', 1792, 'Cannot execute statement in a READ ONLY transaction'),
      ErrorType.DML_NOT_ALLOWED_ERROR,
      'Only SELECT statements are allowed against this database.',
    ],
    [
      my('ER_STATEMENT_TIMEOUT', 1969, 'Query execution was interrupted (max_statement_time exceeded)'),
      ErrorType.CONNECTION_DATABASE_TIMEOUT,
      'The query exceeded the 0 seconds timeout.',
    ],
  ])('%s', (err, type, message) => {
    const mapped = mapMysqlError(err, myCtx);
    expect(mapped.errorType).toBe(type);
    expect(mapped.message).toBe(message);
  });

  it('maps socket errors', () => {
    const err = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(mapMysqlError(err, myCtx).message).toBe(
      'Port 3306 on hostname "db.example" refused the connection.',
    );
  });
});

describe('DuckDB and SQLite error mapping', () => {
  it.each([
    ['Parser Error: syntax error at or near "SELEC"', ErrorType.SYNTAX_ERROR],
    ['Failed to extract statements: Parser Error: syntax error at end of input', ErrorType.SYNTAX_ERROR],
    [
      'Catalog Error: Table with name nope does not exist!\nDid you mean "x"?',
      ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
    ],
    ['Catalog Error: Schema with name s does not exist!', ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR],
    [
      'Binder Error: Referenced column "nope" not found in FROM clause!',
      ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
    ],
    [
      'Invalid Input Error: Cannot execute statement of type "CREATE" on database "x" which is attached in read-only mode!',
      ErrorType.DML_NOT_ALLOWED_ERROR,
    ],
    [
      'IO Error: Cannot open database "/x.duckdb" in read-only mode: database does not exist',
      ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
    ],
    ['Conversion Error: Could not convert string', ErrorType.GENERIC_DB_ENGINE_ERROR],
  ])('DuckDB: %s', (message, type) => {
    expect(mapDuckdbError(new Error(message)).errorType).toBe(type);
  });

  it.each([
    ['SQLITE_ERROR', 'near "selec": syntax error', ErrorType.SYNTAX_ERROR],
    ['SQLITE_ERROR', 'no such table: main.nope', ErrorType.TABLE_DOES_NOT_EXIST_ERROR],
    ['SQLITE_ERROR', 'no such column: nope', ErrorType.COLUMN_DOES_NOT_EXIST_ERROR],
    ['SQLITE_ERROR', 'unknown database other', ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR],
    ['SQLITE_READONLY', 'attempt to write a readonly database', ErrorType.DML_NOT_ALLOWED_ERROR],
    ['SQLITE_CANTOPEN', 'unable to open database file', ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR],
    ['SQLITE_ERROR', 'misuse of aggregate', ErrorType.GENERIC_DB_ENGINE_ERROR],
  ])('SQLite: %s %s', (code, message, type) => {
    expect(mapSqliteError(Object.assign(new Error(message), { code })).errorType).toBe(type);
  });
});
