/**
 * What the datasource layer throws, as the domain errors the API answers in Superset's shapes:
 * engine failures as 422 `{errors: [{message, error_type, level, extra}]}` (with `message` for
 * simple clients), field problems as `{message: {field: [text]}}`.
 */
import { DatabaseNotFoundError } from '../../datasources/connections.js';
import { TableNotFoundError } from '../../datasources/column-sync.js';
import { InvalidUriError } from '../../datasources/uri-parse.js';
import { VirtualSqlError } from '../../datasources/virtual-sql.js';
import { DomainError, Invalid, NotFound } from '../../domain-errors.js';
import { EngineError, ErrorType } from '../../engines/errors.js';

/** `{message: {field: [message]}}` with the status Superset answers (400 or 422). */
export const fieldError = (status: number, field: string, message: string) =>
  new Invalid(message, { message: { [field]: [message] } }, status);

/** One or more engine errors in Superset's envelope (several at once for validate_parameters). */
export function engineErrors(errors: EngineError[], status = 422): Invalid {
  const message = errors[0]?.message ?? 'Invalid parameters';
  return new Invalid(message, { message, errors: errors.map((e) => e.toJSON()) }, status);
}

/**
 * Maps what the datasource layer throws to a domain error; anything else is rethrown (a 500,
 * logged). `sqlField` names the request field a virtual-SQL problem belongs to.
 */
export function datasourceError(err: unknown, sqlField = 'sql'): never {
  if (err instanceof DomainError) throw err;
  if (err instanceof EngineError) throw engineErrors([err]);
  if (err instanceof TableNotFoundError) throw fieldError(422, 'table_name', err.message);
  if (err instanceof VirtualSqlError) {
    const e = new EngineError(ErrorType.DATASOURCE_SECURITY_ACCESS_ERROR, err.message, '');
    throw new Invalid(err.message, { message: { [sqlField]: [err.message] }, errors: [e.toJSON()] }, 422);
  }
  if (err instanceof InvalidUriError) throw fieldError(400, 'sqlalchemy_uri', err.message);
  if (err instanceof DatabaseNotFoundError) throw new NotFound('Not found');
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
