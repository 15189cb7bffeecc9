/**
 * Error answers of the datasource APIs in Superset's shapes: engine failures as 422
 * `{errors: [{message, error_type, level, extra}]}` (with `message` for simple clients), field
 * problems as `{message: {field: [text]}}`.
 */
import { EngineError, ErrorType } from '../engines/errors.js';
import { DatabaseNotFoundError } from '../datasources/connections.js';
import { InvalidUriError } from '../datasources/uri-parse.js';
import { TableNotFoundError } from '../datasources/column-sync.js';
import { VirtualSqlError } from '../datasources/virtual-sql.js';
import { HttpError } from './errors.js';

export const fieldError = (status: number, field: string, message: string) =>
  new HttpError(status, message, { message: { [field]: [message] } });

export function engineErrorReply(err: EngineError, status = 422): HttpError {
  return new HttpError(status, err.message, { message: err.message, errors: [err.toJSON()] });
}

/** Several errors at once (validate_parameters). */
export function engineErrorsReply(errors: EngineError[], status = 422): HttpError {
  return new HttpError(status, errors[0]?.message ?? 'Invalid parameters', {
    message: errors[0]?.message ?? 'Invalid parameters',
    errors: errors.map((e) => e.toJSON()),
  });
}

/**
 * Maps what the datasource layer throws to an HTTP answer; anything else is rethrown (a 500,
 * logged). `sqlField` names the request field a virtual-SQL problem belongs to.
 */
export function datasourceError(err: unknown, sqlField = 'sql'): never {
  if (err instanceof HttpError) throw err;
  if (err instanceof EngineError) throw engineErrorReply(err);
  if (err instanceof TableNotFoundError) throw fieldError(422, 'table_name', err.message);
  if (err instanceof VirtualSqlError) {
    const e = new EngineError(ErrorType.DATASOURCE_SECURITY_ACCESS_ERROR, err.message, '');
    throw new HttpError(422, err.message, { message: { [sqlField]: [err.message] }, errors: [e.toJSON()] });
  }
  if (err instanceof InvalidUriError) throw fieldError(400, 'sqlalchemy_uri', err.message);
  if (err instanceof DatabaseNotFoundError) throw new HttpError(404, 'Not found');
  throw err;
}

/** Runs `fn`, mapping datasource failures (see datasourceError). */
export async function guarded<T>(fn: () => Promise<T>, sqlField?: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    datasourceError(err, sqlField);
  }
}
