/**
 * The panel of a security access error (403 with DATASOURCE_SECURITY_ACCESS_ERROR and its kin): what
 * is missing (the server's message) and whom to ask — the chart's owners when known, and the
 * dataset's owners the server names in `extra.owners` (spec 2 §6: owners shown with a prompt to
 * contact them). A page-size variant for explore, a compact one for chart cells.
 */
import { LockOutlined } from '@ant-design/icons';
import { Alert, Result, Typography, theme } from 'antd';
import type { ClientError, SupersetError } from '../../api/errors';

export const ACCESS_DENIED_TITLE = 'Access denied';
export const CHART_OWNER_PROMPT = 'Please reach out to the Chart Owner for assistance.';
export const DATASET_OWNER_PROMPT = 'Please reach out to the Dataset Owner for assistance.';
export const ADMIN_PROMPT = 'Please reach out to your administrator for access.';

/** Superset's security error types: table, datasource, database, query, user activity, dashboard, chart, ownership. */
export const SECURITY_ACCESS_ERROR_TYPES: ReadonlySet<string> = new Set([
  'TABLE_SECURITY_ACCESS_ERROR',
  'DATASOURCE_SECURITY_ACCESS_ERROR',
  'DATABASE_SECURITY_ACCESS_ERROR',
  'QUERY_SECURITY_ACCESS_ERROR',
  'USER_ACTIVITY_SECURITY_ACCESS_ERROR',
  'DASHBOARD_SECURITY_ACCESS_ERROR',
  'CHART_SECURITY_ACCESS_ERROR',
  'MISSING_OWNERSHIP_ERROR',
]);

/** The first server error of a SupersetError or a normalised client error. */
export function firstError(error: SupersetError | ClientError | null | undefined): SupersetError | undefined {
  if (!error) return undefined;
  if ('error_type' in error) return error;
  return error.errors?.[0];
}

export const isSecurityAccessError = (error: SupersetError | ClientError | null | undefined): boolean => {
  const first = firstError(error);
  return Boolean(first && SECURITY_ACCESS_ERROR_TYPES.has(first.error_type));
};

const namesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];

/** "Chart Owner: A" / "Chart Owners: A, B". */
export const ownersLine = (kind: 'Chart' | 'Dataset', owners: readonly string[]) =>
  `${kind} ${owners.length === 1 ? 'Owner' : 'Owners'}: ${owners.join(', ')}`;

export interface AccessErrorPanelProps {
  error: SupersetError;
  /** The chart's owners, when the chart is known. */
  chartOwners?: readonly string[];
  /** 'page' fills an empty page (explore), 'panel' sits in a chart's box. */
  variant?: 'page' | 'panel';
  'data-test'?: string;
}

export function AccessErrorPanel({
  error,
  chartOwners = [],
  variant = 'panel',
  'data-test': dataTest = 'access-error-panel',
}: AccessErrorPanelProps) {
  const { token } = theme.useToken();
  const datasetOwners = namesOf(error.extra?.owners);
  const prompt = chartOwners.length
    ? CHART_OWNER_PROMPT
    : datasetOwners.length
      ? DATASET_OWNER_PROMPT
      : ADMIN_PROMPT;
  const contacts = (
    <div data-test="access-error-contacts">
      <Typography.Paragraph style={{ marginBottom: 4 }}>{prompt}</Typography.Paragraph>
      {chartOwners.length > 0 && (
        <Typography.Paragraph data-test="access-error-chart-owners" strong style={{ marginBottom: 4 }}>
          {ownersLine('Chart', chartOwners)}
        </Typography.Paragraph>
      )}
      {datasetOwners.length > 0 && (
        <Typography.Paragraph data-test="access-error-owners" strong style={{ marginBottom: 0 }}>
          {ownersLine('Dataset', datasetOwners)}
        </Typography.Paragraph>
      )}
    </div>
  );
  const message = (
    <Typography.Text data-test="access-error-message" type="secondary">
      {error.message}
    </Typography.Text>
  );

  if (variant === 'page')
    return (
      <div data-test={dataTest} role="alert" data-error-type={error.error_type}>
        <Result
          icon={<LockOutlined style={{ color: token.colorError }} />}
          title={ACCESS_DENIED_TITLE}
          subTitle={message}
          extra={<div style={{ maxWidth: 560, margin: '0 auto' }}>{contacts}</div>}
        />
      </div>
    );
  return (
    <div data-test={dataTest} role="alert" data-error-type={error.error_type}>
      <Alert
        type={error.level === 'warning' ? 'warning' : 'error'}
        showIcon
        icon={<LockOutlined />}
        title={ACCESS_DENIED_TITLE}
        description={
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {message}
            {contacts}
          </div>
        }
      />
    </div>
  );
}
