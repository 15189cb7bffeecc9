/**
 * Report states and the texts of a run's outcomes, as Superset names them (reports/models.py
 * ReportState, commands/report/exceptions.py): they are stored in report_schedule.last_state and
 * report_execution_log, and shown on the log pages.
 */
export const ReportState = {
  SUCCESS: 'Success',
  WORKING: 'Working',
  ERROR: 'Error',
  NOOP: 'Not triggered',
  GRACE: 'On Grace',
} as const;
export type ReportState = (typeof ReportState)[keyof typeof ReportState];

export const ReportType = { ALERT: 'Alert', REPORT: 'Report' } as const;

export const ReportFormat = { PNG: 'PNG', PDF: 'PDF', CSV: 'CSV', TEXT: 'TEXT' } as const;

export const ValidatorType = { OPERATOR: 'operator', NOT_NULL: 'not null' } as const;

/** The error_message of the log row written once the owners were told of an error. */
export const ERROR_NOTIFICATION_MARKER = 'Notification sent with error';

export const Messages = {
  PREVIOUS_WORKING: 'Report Schedule is still working, refusing to re-compute.',
  WORKING_TIMEOUT: 'Report Schedule reached a working timeout.',
  GRACE_PERIOD: 'Alert fired during grace period.',
  STATE_NOT_FOUND: 'Report Schedule state not found',
  ALERT_QUERY_ERROR: 'An error occurred when running alert query',
  ALERT_INVALID_TYPE: 'Alert query returned a non-number value.',
  ALERT_VALIDATOR_CONFIG: 'Alert validator config error.',
  ALERT_TIMEOUT: 'A timeout occurred while executing the query.',
  SCREENSHOT_FAILED: 'Report Schedule execution failed when generating a screenshot.',
  PDF_FAILED: 'Report Schedule execution failed when generating a pdf.',
  CSV_FAILED: 'Report Schedule execution failed when generating a csv.',
  DATAFRAME_FAILED: 'Report Schedule execution failed when generating a dataframe.',
  MISSING_SCREENSHOT: 'Unexpected missing screenshot',
  MISSING_PDF: 'Unexpected missing pdf',
  MISSING_CSV: 'Unexpected missing csv file',
  multipleRows: (n: number) => `Alert query returned more than one row. ${n} rows returned`,
  multipleColumns: (n: number) => `Alert query returned more than one column. ${n} columns returned`,
  executorNotFound: (username: string) =>
    `Report Schedule executor user ${username ? `"${username}" ` : ''}was not found.`,
} as const;

/** A failure of a run whose message is what the log row and the owners' mail say. */
export class ReportRunError extends Error {}
