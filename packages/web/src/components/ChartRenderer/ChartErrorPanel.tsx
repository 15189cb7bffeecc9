/**
 * The error panel of a failed chart, typed by the first server error (`{errors:[{error_type…}]}`):
 * a title per kind, issue codes, the owners to contact; unknown kinds get "Unexpected error".
 * Security access errors get the access panel (see ErrorPanel), which names whom to ask.
 */
import type { SupersetError } from '../../api/errors';
import { ErrorPanel, UNEXPECTED_ERROR } from '../ErrorPanel';
import { ExamplesLoading, isExamplesLoading } from './ExamplesLoading';

const TITLES: Record<string, string> = {
  GENERIC_DB_ENGINE_ERROR: 'Database error',
  COLUMN_DOES_NOT_EXIST_ERROR: 'Column does not exist',
  TABLE_DOES_NOT_EXIST_ERROR: 'Table does not exist',
  SCHEMA_DOES_NOT_EXIST_ERROR: 'Schema does not exist',
  SYNTAX_ERROR: 'Syntax error',
  INVALID_SQL_ERROR: 'Invalid SQL',
  CONNECTION_DATABASE_TIMEOUT: 'Timeout error',
  BACKEND_TIMEOUT_ERROR: 'Timeout error',
  FRONTEND_TIMEOUT_ERROR: 'Timeout error',
  FRONTEND_NETWORK_ERROR: 'Network error',
  FRONTEND_CSRF_ERROR: 'Session expired',
  DATASOURCE_SECURITY_ACCESS_ERROR: 'Access denied',
  TABLE_SECURITY_ACCESS_ERROR: 'Access denied',
  DATABASE_SECURITY_ACCESS_ERROR: 'Access denied',
  MISSING_TEMPLATE_PARAMS_ERROR: 'Missing template parameters',
  INVALID_TEMPLATE_PARAMS_ERROR: 'Invalid template parameters',
  RESULTS_BACKEND_NOT_CONFIGURED_ERROR: 'Results backend not configured',
  DATABASE_NOT_FOUND_ERROR: 'Database not found',
  INVALID_PAYLOAD_SCHEMA_ERROR: 'Validation error',
  INVALID_PAYLOAD_FORMAT_ERROR: 'Validation error',
  DATAFRAME_BUILD_ERROR: 'Data error',
};

export const chartErrorTitle = (errorType: string | undefined): string =>
  (errorType && TITLES[errorType]) || UNEXPECTED_ERROR;

export interface ChartErrorPanelProps {
  message: string;
  errors?: SupersetError[] | null;
  stackTrace?: string | null;
  /** Names of the chart's owners, offered as contacts. */
  owners?: string[];
  level?: 'error' | 'warning' | 'info';
}

export function ChartErrorPanel({ message, errors, stackTrace, owners, level }: ChartErrorPanelProps) {
  const first = errors?.[0];
  // The examples are still being built (first start): a loading state, not an error.
  if (first && isExamplesLoading(first)) return <ExamplesLoading error={first} />;
  const issues = first?.extra?.issue_codes ?? [];
  const detail = [
    ...issues.map((i) => i.message),
    ...(owners?.length ? [`Chart owners: ${owners.join(', ')}`] : []),
    ...(stackTrace ? [stackTrace] : []),
  ].join('\n');
  return (
    <ErrorPanel
      data-test="chart-error-panel"
      title={chartErrorTitle(first?.error_type)}
      message={first?.message ?? message}
      level={level ?? first?.level ?? 'error'}
      details={detail || undefined}
      link={typeof first?.extra?.link === 'string' ? first.extra.link : undefined}
      error={first}
      owners={owners}
    />
  );
}
