/** pg errors (SQLSTATE codes, socket errors) to Superset's error types and messages. */
import {
  cancelledError,
  captured,
  columnDoesNotExistError,
  dmlNotAllowedError,
  EngineError,
  ErrorType,
  genericEngineError,
  hostDownError,
  lineOfPosition,
  permissionsError,
  serverErrorMapper,
  schemaDoesNotExistError,
  syntaxError,
  tableDoesNotExistError,
  timeoutError,
  unknownDatabaseError,
  type ServerErrorContext,
} from '../errors.js';

export const POSTGRES_NAME = 'PostgreSQL';

export interface PgErrorContext extends ServerErrorContext {
  sql?: string;
}

const match = captured;

export const mapPgError = serverErrorMapper<PgErrorContext>(POSTGRES_NAME, (e, message, ctx, err) => {
  const name = POSTGRES_NAME;
  switch (e.code) {
    case '28P01':
      return new EngineError(
        ErrorType.CONNECTION_INVALID_PASSWORD_ERROR,
        `The password provided for username "${match(/for user "(.*?)"/, message) ?? ctx.username}" is incorrect.`,
        name,
        { extra: { invalid: ['username', 'password'] }, cause: err },
      );
    case '28000': {
      const role = match(/role "(.*?)" does not exist/, message);
      if (role !== null) {
        return new EngineError(
          ErrorType.CONNECTION_INVALID_USERNAME_ERROR,
          `The username "${role}" does not exist.`,
          name,
          {
            extra: { invalid: ['username'] },
            cause: err,
          },
        );
      }
      return new EngineError(ErrorType.CONNECTION_ACCESS_DENIED_ERROR, `${name} error: ${message}`, name, {
        extra: { invalid: ['username', 'password'] },
        cause: err,
      });
    }
    case '3D000':
      return unknownDatabaseError(
        name,
        match(/database "(.*?)" does not exist/, message) ?? ctx.database,
        err,
      );
    case '42601':
      return syntaxError(name, match(/syntax error at or near "(.*?)"/, message), err);
    case '42703': {
      const line = e.position && ctx.sql ? lineOfPosition(ctx.sql, Number(e.position)) : null;
      return columnDoesNotExistError(name, match(/column "(.*?)" does not exist/, message) ?? '', line, err);
    }
    case '42P01':
      return tableDoesNotExistError(name, match(/relation "(.*?)" does not exist/, message) ?? '', err);
    case '3F000':
      return schemaDoesNotExistError(name, match(/schema "(.*?)" does not exist/, message) ?? '', err);
    case '25006':
      return dmlNotAllowedError(name, err);
    case '42501':
      return permissionsError(name, message, err);
    case '57014':
      return /statement timeout/.test(message)
        ? timeoutError(name, ctx.timeoutMs ?? 0, err)
        : cancelledError(name, err);
    default:
      break;
  }
  if (/no password supplied|password authentication failed|SASL/i.test(message)) {
    return new EngineError(ErrorType.CONNECTION_ACCESS_DENIED_ERROR, 'Please re-enter the password.', name, {
      extra: { invalid: ['password'] },
      cause: err,
    });
  }
  if (/timeout exceeded when trying to connect|connection timeout/i.test(message)) {
    return hostDownError(name, ctx.host, ctx.port, err);
  }
  return genericEngineError(name, err);
});
