/** mysql2 errors (MySQL/MariaDB error codes, socket errors) to Superset's error types. */
import {
  cancelledError,
  captured,
  columnDoesNotExistError,
  dmlNotAllowedError,
  EngineError,
  ErrorType,
  genericEngineError,
  permissionsError,
  serverErrorMapper,
  tableDoesNotExistError,
  timeoutError,
  unknownDatabaseError,
  type ServerErrorContext,
} from '../errors.js';

export const MYSQL_NAME = 'MySQL';

export type MysqlErrorContext = ServerErrorContext;

const match = captured;

export const mapMysqlError = serverErrorMapper<MysqlErrorContext>(MYSQL_NAME, (e, message, ctx, err) => {
  const name = MYSQL_NAME;
  switch (e.code) {
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
    case 'ER_DBACCESS_DENIED_ERROR':
      return new EngineError(
        ErrorType.CONNECTION_ACCESS_DENIED_ERROR,
        `Either the username "${match(/for user '(.*?)'@/, message) ?? ctx.username}" or the password is incorrect.`,
        name,
        { extra: { invalid: ['username', 'password'] }, cause: err },
      );
    case 'ER_BAD_DB_ERROR':
      return unknownDatabaseError(name, match(/Unknown database '(.*?)'/, message) ?? ctx.database, err);
    case 'ER_PARSE_ERROR': {
      const near = match(/near '([\s\S]*)' at line \d+/, message);
      return new EngineError(
        ErrorType.SYNTAX_ERROR,
        `Please check your query for syntax errors near "${near ?? ''}". Then, try running your query again.`,
        name,
        { cause: err },
      );
    }
    case 'ER_BAD_FIELD_ERROR':
      return columnDoesNotExistError(name, match(/Unknown column '(.*?)'/, message) ?? '', null, err);
    case 'ER_NO_SUCH_TABLE':
      return tableDoesNotExistError(name, match(/Table '(.*?)' doesn't exist/, message) ?? '', err);
    case 'ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION':
      return dmlNotAllowedError(name, err);
    case 'ER_TABLEACCESS_DENIED_ERROR':
    case 'ER_COLUMNACCESS_DENIED_ERROR':
    case 'ER_SPECIFIC_ACCESS_DENIED_ERROR':
      return permissionsError(name, message, err);
    case 'ER_QUERY_INTERRUPTED':
      return cancelledError(name, err);
    default:
      break;
  }
  // 1792: read-only transaction; 1969 (MariaDB) / 3024 (MySQL): max statement time exceeded.
  if (e.errno === 1792) return dmlNotAllowedError(name, err);
  if (e.errno === 1969 || e.errno === 3024) return timeoutError(name, ctx.timeoutMs ?? 0, err);
  return genericEngineError(name, err);
});
