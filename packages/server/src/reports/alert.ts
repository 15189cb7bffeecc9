/**
 * An alert's condition (Superset's AlertCommand): its SQL runs on its database as the executor —
 * through SQL Lab's preparation (template, statements, read-only: data changes are refused whatever
 * the database allows) and SQL Lab's access check — limited to 2 rows; the result must be one row of
 * one column. "not null" fires on a value other than null and 0; "operator" compares the value with
 * the threshold.
 */
import type { AppContext } from '../context.js';
import { DomainError } from '../domain-errors.js';
import type { JsonValue } from '../engines/engine.js';
import { findDatabaseRow } from '../meta/repositories/query.js';
import { checkSqlAccess } from '../security/access/sql.js';
import { withSqlLabRls } from '../security/rls/sqllab-prepared.js';
import type { AuthUser } from '../security/auth.js';
import { prepareQuery } from '../sqllab/prepare.js';
import { templateUser } from '../sqllab/submit.js';
import type { ReportRow } from './run-log.js';
import { Messages, ReportRunError, ValidatorType } from './states.js';

/** Every alert statement gets a limit, against a heavy load by mistake (Superset's ALERT_SQL_LIMIT). */
export const ALERT_SQL_LIMIT = 2;

const OPERATORS: Record<string, (a: number, b: number) => boolean> = {
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '<': (a, b) => a < b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

export interface AlertOutcome {
  triggered: boolean;
  /** report_schedule.last_value (operator) and last_value_row_json (not null). */
  value: number | null;
  valueRowJson: string | null;
}

/** The rows of the alert's last statement; any failure is the generic message (details could leak). */
async function runAlertQuery(ctx: AppContext, report: ReportRow, executor: AuthUser) {
  try {
    if (report.database_id === null || !report.sql) throw new Error('the alert has no database or SQL');
    const database = await findDatabaseRow(ctx.db, report.database_id);
    if (!database) throw new Error(`database ${report.database_id} not found`);
    const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
    if (!spec) throw new Error('no engine serves this database');
    const connector = await ctx.connections.connector(database);
    // RLS_IN_SQLLAB: the executor's row-level security rules filter the tables read, as in SQL Lab.
    const prepared = await withSqlLabRls(
      ctx,
      executor,
      { database, spec, connector, body: {}, urlParams: {} },
      await prepareQuery({
        sql: report.sql,
        database: { ...database, allow_dml: 0 },
        spec,
        template: { user: templateUser(executor), urlParams: {}, templateParams: null },
        queryLimit: ALERT_SQL_LIMIT,
        sqlMaxRow: ctx.config.sqlMaxRow,
      }),
    );
    if (!prepared.statements.at(-1)?.isSelect) throw new Error('the last statement is not a SELECT');
    await checkSqlAccess(ctx.db, executor, database, {
      connector,
      statements: prepared.checkedStatements,
      schema: null,
    });
    const options = {
      rowLimit: ALERT_SQL_LIMIT,
      timeoutMs: ctx.config.queryTimeoutMs,
      temporalFormat: 'iso' as const,
    };
    const statements = prepared.checkedStatements;
    for (const sql of statements.slice(0, -1)) await connector.execute(sql, [], options);
    return await connector.execute(statements.at(-1)!, [], options);
  } catch (err) {
    throw new ReportRunError(Messages.ALERT_QUERY_ERROR, {
      cause: err instanceof DomainError || err instanceof Error ? err : new Error(String(err)),
    });
  }
}

/** The value as Superset writes it to last_value_row_json (Python's str of the cell). */
const cellText = (cell: JsonValue | undefined): string =>
  cell === null || cell === undefined
    ? 'None'
    : typeof cell === 'object'
      ? JSON.stringify(cell)
      : String(cell);

const isZeroOrNull = (v: JsonValue | undefined) =>
  v === null || v === undefined || v === 0 || (typeof v === 'number' && Number.isNaN(v));

export async function evaluateAlert(
  ctx: AppContext,
  report: ReportRow,
  executor: AuthUser,
): Promise<AlertOutcome> {
  const result = await runAlertQuery(ctx, report, executor);
  const notNull = report.validator_type === ValidatorType.NOT_NULL;
  let cell: JsonValue | undefined;
  if (result.rows.length > 0) {
    if (result.rows.length > 1) throw new ReportRunError(Messages.multipleRows(result.rows.length));
    if (result.columns.length > 1) throw new ReportRunError(Messages.multipleColumns(result.columns.length));
    cell = result.rows[0]![result.columns[0]!.name];
  }
  if (notNull) {
    return {
      triggered: !isZeroOrNull(cell),
      value: null,
      valueRowJson: cellText(cell),
    };
  }
  let value = 0;
  if (!isZeroOrNull(cell)) {
    value = typeof cell === 'string' && cell.trim() === '' ? NaN : Number(cell);
    if (typeof cell === 'object' || Number.isNaN(value))
      throw new ReportRunError(Messages.ALERT_INVALID_TYPE);
  }
  let config: { op?: unknown; threshold?: unknown };
  try {
    config = JSON.parse(report.validator_config_json ?? '') as typeof config;
  } catch {
    throw new ReportRunError(Messages.ALERT_VALIDATOR_CONFIG);
  }
  const compare = typeof config?.op === 'string' ? OPERATORS[config.op] : undefined;
  if (!compare || typeof config.threshold !== 'number')
    throw new ReportRunError(Messages.ALERT_VALIDATOR_CONFIG);
  return { triggered: compare(value, config.threshold), value, valueRowJson: null };
}
