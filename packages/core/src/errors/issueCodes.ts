/**
 * Superset's user-facing issue codes and which codes each error type carries (Superset's
 * ERROR_TYPES_TO_ISSUE_CODES_MAPPING).
 */
import type { ErrorType } from './errorTypes.js';

/** Superset's user-facing issue codes (shown as "Issue <code> - <message>"). */
export const ISSUE_CODES: Readonly<Record<number, string>> = {
  1000: 'The dataset is too large to query.',
  1001: 'The database is under an unusual load.',
  1002: 'The database returned an unexpected error.',
  1003: 'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
  1004: 'The column was deleted or renamed in the database.',
  1005: 'The table was deleted or renamed in the database.',
  1006: 'One or more parameters specified in the query are missing.',
  1007: "The hostname provided can't be resolved.",
  1008: 'The port is closed.',
  1009: "The host might be down, and can't be reached on the provided port.",
  1010: 'Superset encountered an error while running a command.',
  1011: 'Superset encountered an unexpected error.',
  1012: 'The username provided when connecting to a database is not valid.',
  1013: 'The password provided when connecting to a database is not valid.',
  1014: 'Either the username or the password is wrong.',
  1015: 'Either the database is spelled incorrectly or does not exist.',
  1016: 'The schema was deleted or renamed in the database.',
  1017: "User doesn't have the proper permissions.",
  1018: 'One or more parameters needed to configure a database are missing.',
  1019: 'The submitted payload has the incorrect format.',
  1020: 'The submitted payload has the incorrect schema.',
  1021: 'Results backend needed for asynchronous queries is not configured.',
  1022: 'Database does not allow data manipulation.',
  1023: "The CTAS (create table as select) doesn't have a SELECT statement at the end. Please make sure your query has a SELECT as its last statement. Then, try running your query again.",
  1024: 'CVAS (create view as select) query has more than one statement.',
  1025: 'CVAS (create view as select) query is not a SELECT statement.',
  1026: 'Query is too complex and takes too long to run.',
  1027: 'The database is currently running too many queries.',
  1028: 'One or more parameters specified in the query are malformed.',
  1029: 'The object does not exist in the given database.',
  1030: 'The query has a syntax error.',
  1031: 'The results backend no longer has the data from the query.',
  1032: 'The query associated with the results was deleted.',
  1033: 'The results stored in the backend were stored in a different format, and no longer can be deserialized.',
  1034: 'The port number is invalid.',
  1035: 'Failed to start remote query on a worker.',
  1036: 'The database was deleted.',
  1037: 'Custom SQL fields cannot contain sub-queries.',
  1040: 'The submitted payload failed validation.',
  1041: 'The result size exceeds the allowed limit.',
};

export const ERROR_TYPES_TO_ISSUE_CODES: Readonly<Partial<Record<ErrorType, readonly number[]>>> = {
  ADHOC_SUBQUERY_NOT_ALLOWED_ERROR: [1037],
  BACKEND_TIMEOUT_ERROR: [1000, 1001],
  GENERIC_DB_ENGINE_ERROR: [1002],
  COLUMN_DOES_NOT_EXIST_ERROR: [1003, 1004],
  TABLE_DOES_NOT_EXIST_ERROR: [1003, 1005],
  SCHEMA_DOES_NOT_EXIST_ERROR: [1003, 1016],
  MISSING_TEMPLATE_PARAMS_ERROR: [1006],
  INVALID_TEMPLATE_PARAMS_ERROR: [1028],
  RESULTS_BACKEND_NOT_CONFIGURED_ERROR: [1021],
  DML_NOT_ALLOWED_ERROR: [1022],
  CONNECTION_INVALID_HOSTNAME_ERROR: [1007],
  CONNECTION_PORT_CLOSED_ERROR: [1008],
  CONNECTION_HOST_DOWN_ERROR: [1009],
  GENERIC_COMMAND_ERROR: [1010],
  GENERIC_BACKEND_ERROR: [1011],
  CONNECTION_INVALID_USERNAME_ERROR: [1012],
  CONNECTION_INVALID_PASSWORD_ERROR: [1013],
  CONNECTION_ACCESS_DENIED_ERROR: [1014, 1015],
  CONNECTION_UNKNOWN_DATABASE_ERROR: [1015],
  CONNECTION_DATABASE_PERMISSIONS_ERROR: [1017],
  CONNECTION_MISSING_PARAMETERS_ERROR: [1018],
  INVALID_PAYLOAD_FORMAT_ERROR: [1019],
  INVALID_PAYLOAD_SCHEMA_ERROR: [1020],
  INVALID_CTAS_QUERY_ERROR: [1023],
  INVALID_CVAS_QUERY_ERROR: [1024, 1025],
  INVALID_SQL_ERROR: [1003],
  SQLLAB_TIMEOUT_ERROR: [1026, 1027],
  OBJECT_DOES_NOT_EXIST_ERROR: [1029],
  SYNTAX_ERROR: [1030],
  RESULTS_BACKEND_ERROR: [1031, 1032, 1033],
  CONNECTION_INVALID_PORT_ERROR: [1034],
  ASYNC_WORKERS_ERROR: [1035],
  DATABASE_NOT_FOUND_ERROR: [1011, 1036],
  CONNECTION_DATABASE_TIMEOUT: [1001, 1009],
  MARSHMALLOW_ERROR: [1040],
  RESULT_TOO_LARGE_ERROR: [1041],
};

export interface IssueCode {
  code: number;
  message: string;
}

export function issueCodesFor(type: ErrorType): IssueCode[] {
  return (ERROR_TYPES_TO_ISSUE_CODES[type] ?? []).map((code) => ({
    code,
    message: `Issue ${code} - ${ISSUE_CODES[code] ?? ''}`,
  }));
}
