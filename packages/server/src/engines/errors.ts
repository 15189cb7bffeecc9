/**
 * Engine errors in Superset's vocabulary: every failure a connector raises is an `EngineError`
 * carrying one of Superset's error types, a level and `extra.issue_codes`, so the API layer can
 * answer `{errors: [{message, error_type, level, extra}]}` unchanged.
 */

import { ErrorType, issueCodesFor, type ErrorLevel, type IssueCode } from '@meridian/core';

// Superset's error vocabulary is core's (shared with the web app); engines take it from here.
export {
  ErrorType,
  ISSUE_CODES,
  ERROR_TYPES_TO_ISSUE_CODES,
  issueCodesFor,
  type ErrorLevel,
  type IssueCode,
} from '@meridian/core';

export interface EngineErrorExtra {
  engine_name: string;
  issue_codes: IssueCode[];
  /** Connection fields at fault (Superset's `invalid`), for the database form. */
  invalid?: string[];
  /** Seconds, for timeouts. */
  timeout?: number;
  [key: string]: unknown;
}

/** The `{message, error_type, level, extra}` object of Superset's error envelope. */
export interface SupersetErrorPayload {
  message: string;
  error_type: ErrorType;
  level: ErrorLevel;
  extra: EngineErrorExtra;
}

export class EngineError extends Error {
  readonly errorType: ErrorType;
  readonly level: ErrorLevel;
  readonly extra: EngineErrorExtra;
  /** True when the query was stopped on request (AbortSignal or cancel()), not by a failure. */
  readonly cancelled: boolean;

  constructor(
    errorType: ErrorType,
    message: string,
    engineName: string,
    options: {
      extra?: Record<string, unknown>;
      level?: ErrorLevel;
      cause?: unknown;
      cancelled?: boolean;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'EngineError';
    this.errorType = errorType;
    this.level = options.level ?? 'error';
    this.cancelled = options.cancelled ?? false;
    this.extra = { engine_name: engineName, issue_codes: issueCodesFor(errorType), ...options.extra };
  }

  toJSON(): SupersetErrorPayload {
    return { message: this.message, error_type: this.errorType, level: this.level, extra: this.extra };
  }
}

export function isEngineError(value: unknown): value is EngineError {
  return value instanceof EngineError;
}

/** Superset's fallback: "<Engine> error: <driver message>". */
export function genericEngineError(engineName: string, cause: unknown): EngineError {
  if (cause instanceof EngineError) return cause;
  const text = cause instanceof Error ? cause.message : String(cause);
  return new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, `${engineName} error: ${text}`, engineName, {
    cause,
  });
}

export function timeoutError(engineName: string, timeoutMs: number, cause?: unknown): EngineError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new EngineError(
    ErrorType.CONNECTION_DATABASE_TIMEOUT,
    `The query exceeded the ${seconds} seconds timeout.`,
    engineName,
    { extra: { timeout: seconds }, cause },
  );
}

export function cancelledError(engineName: string, cause?: unknown): EngineError {
  return new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, 'Query was stopped.', engineName, {
    level: 'warning',
    cancelled: true,
    cause,
  });
}

export function dmlNotAllowedError(engineName: string, cause?: unknown): EngineError {
  return new EngineError(
    ErrorType.DML_NOT_ALLOWED_ERROR,
    'Only SELECT statements are allowed against this database.',
    engineName,
    { cause },
  );
}

export function syntaxError(engineName: string, near: string | null, cause?: unknown): EngineError {
  const message =
    near === null
      ? 'Please check your query for syntax errors. Then, try running your query again.'
      : `Please check your query for syntax errors at or near "${near}". Then, try running your query again.`;
  return new EngineError(ErrorType.SYNTAX_ERROR, message, engineName, { cause });
}

/** Superset's "<Kind> "<name>" does not exist. A valid <kind> must be used …" message. */
function missingObjectError(
  type: ErrorType,
  kind: 'Table' | 'Schema',
  engineName: string,
  name: string,
  cause: unknown,
): EngineError {
  const message = `${kind} "${name}" does not exist. A valid ${kind.toLowerCase()} must be used to run this query.`;
  return new EngineError(type, message, engineName, { cause });
}

export function tableDoesNotExistError(engineName: string, table: string, cause?: unknown): EngineError {
  return missingObjectError(ErrorType.TABLE_DOES_NOT_EXIST_ERROR, 'Table', engineName, table, cause);
}

export function columnDoesNotExistError(
  engineName: string,
  column: string,
  line: number | null,
  cause?: unknown,
): EngineError {
  const where = line === null ? '.' : ` at line ${line}.`;
  return new EngineError(
    ErrorType.COLUMN_DOES_NOT_EXIST_ERROR,
    `We can't seem to resolve the column "${column}"${where}`,
    engineName,
    { cause },
  );
}

export function schemaDoesNotExistError(engineName: string, schema: string, cause?: unknown): EngineError {
  return missingObjectError(ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR, 'Schema', engineName, schema, cause);
}

/** For the engines that cannot estimate a query's cost. */
export function noCostEstimateError(engineName: string): EngineError {
  return new EngineError(
    ErrorType.GENERIC_DB_ENGINE_ERROR,
    `${engineName} does not support cost estimation.`,
    engineName,
  );
}

export function unknownDatabaseError(engineName: string, database: string, cause?: unknown): EngineError {
  return new EngineError(
    ErrorType.CONNECTION_UNKNOWN_DATABASE_ERROR,
    `Unable to connect to database "${database}".`,
    engineName,
    { extra: { invalid: ['database'] }, cause },
  );
}

/** 1-based line of a 1-based character position in `sql` (pg reports positions). */
export function lineOfPosition(sql: string, position: number): number {
  let line = 1;
  for (let i = 0; i < Math.min(position - 1, sql.length); i += 1) if (sql[i] === '\n') line += 1;
  return line;
}

/** What the network engines' error mappers (pg, mysql2) know of the connection. */
export interface ServerErrorContext {
  host: string;
  port: number;
  username: string;
  database: string;
  timeoutMs?: number;
}

/** The first group `re` captures in a driver's message, or null. */
export const captured = (re: RegExp, text: string): string | null => re.exec(text)?.[1] ?? null;

/** What a network driver's error may carry (pg: SQLSTATE and position; mysql2: code and errno). */
export interface DriverError {
  code?: string;
  errno?: number;
  position?: string;
  message?: string;
}

/**
 * A network engine's error mapper: an error already mapped stays as it is, a socket-level failure
 * is named by host and port, and the driver's own codes decide the rest (`byDriver`, given the
 * driver's message and the original error as the cause).
 */
export function serverErrorMapper<C extends ServerErrorContext>(
  engineName: string,
  byDriver: (e: DriverError, message: string, ctx: C, cause: unknown) => EngineError,
): (err: unknown, ctx: C) => EngineError {
  return (err, ctx) => {
    if (isEngineError(err)) return err;
    const network = networkError(engineName, err, { host: ctx.host, port: ctx.port });
    if (network) return network;
    const e = (err ?? {}) as DriverError;
    return byDriver(e, e.message ?? String(err), ctx, err);
  };
}

/** The server refused the statement for lack of privileges (the driver's message shown as is). */
export function permissionsError(engineName: string, message: string, cause: unknown): EngineError {
  return new EngineError(
    ErrorType.CONNECTION_DATABASE_PERMISSIONS_ERROR,
    `${engineName} error: ${message}`,
    engineName,
    {
      cause,
    },
  );
}

/**
 * Socket-level failures shared by the network engines (pg, mysql2 raise node's errors).
 * Returns null when `err` is not one of them.
 */
export function networkError(
  engineName: string,
  err: unknown,
  target: { host: string; port: number | null },
): EngineError | null {
  const code = (err as { code?: unknown } | null)?.code;
  const host = target.host;
  const port = target.port ?? '';
  switch (code) {
    case 'ECONNREFUSED':
      return new EngineError(
        ErrorType.CONNECTION_PORT_CLOSED_ERROR,
        `Port ${port} on hostname "${host}" refused the connection.`,
        engineName,
        { extra: { invalid: ['host', 'port'] }, cause: err },
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return new EngineError(
        ErrorType.CONNECTION_INVALID_HOSTNAME_ERROR,
        `The hostname "${host}" cannot be resolved.`,
        engineName,
        { extra: { invalid: ['host'] }, cause: err },
      );
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'CONNECT_TIMEOUT':
      return hostDownError(engineName, host, port, err);
    default:
      return null;
  }
}

export function hostDownError(
  engineName: string,
  host: string,
  port: number | string,
  cause?: unknown,
): EngineError {
  return new EngineError(
    ErrorType.CONNECTION_HOST_DOWN_ERROR,
    `The host "${host}" might be down, and can't be reached on port ${port}.`,
    engineName,
    { extra: { invalid: ['host', 'port'] }, cause },
  );
}
