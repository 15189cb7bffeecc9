/** The error of a failed query, as a panel chosen by the server's error type (spec §8). */
import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ErrorPanel';
import type { Query, QueryError } from '../state/types';
import { parseErrorCaret, similarNames } from './sqlErrors';

const PARSE_TYPES = new Set(['INVALID_SQL_ERROR', 'SYNTAX_ERROR', 'SQL_PARSE_ERROR']);
const TIMEOUT_TYPES = new Set(['SQLLAB_TIMEOUT_ERROR', 'BACKEND_TIMEOUT_ERROR', 'DATABASE_TIMEOUT_ERROR']);

function IssueCodes({ error }: { error: QueryError }) {
  const codes = (error.extra?.issue_codes ?? []) as { code: number; message: string }[];
  if (codes.length === 0) return null;
  return (
    <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
      {codes.map((c) => (
        <li key={c.code}>{c.message}</li>
      ))}
    </ul>
  );
}

/** An error panel whose message is the error's own text with details under it. */
function DetailedError({
  test,
  title,
  error,
  children,
}: {
  test: string;
  title: string;
  error: QueryError;
  children: ReactNode;
}) {
  return (
    <ErrorPanel
      data-test={test}
      title={title}
      message={
        <div>
          <div>{error.message}</div>
          {children}
        </div>
      }
    />
  );
}

function ParseError({ error, sql }: { error: QueryError; sql: string }) {
  const { token } = theme.useToken();
  const view = parseErrorCaret(
    typeof error.extra?.sql === 'string' ? error.extra.sql : sql,
    error.extra?.line,
    error.extra?.column,
  );
  return (
    <DetailedError test="sql-parse-error" title="Unable to parse SQL" error={error}>
      {view && (
        <pre
          data-test="sql-parse-caret"
          style={{
            margin: '8px 0 0',
            padding: 8,
            background: token.colorFillTertiary,
            borderRadius: token.borderRadius,
            fontSize: 12,
          }}
        >
          {`${view.lineNumber}: ${view.lineText}\n${' '.repeat(String(view.lineNumber).length + 2)}${view.caret}`}
        </pre>
      )}
    </DetailedError>
  );
}

function ParameterError({ error }: { error: QueryError }) {
  const undefinedNames = (error.extra?.undefined_parameters ?? []) as string[];
  const defined = Object.keys(error.extra?.template_parameters ?? {});
  return (
    <DetailedError test="sql-parameter-error" title="Parameter error" error={error}>
      {undefinedNames.map((n) => {
        const similar = similarNames(n, defined);
        return similar.length ? (
          <div key={n}>
            Did you mean: {similar.map((s) => `"${s}"`).join(', ')} instead of &quot;{n}&quot;?
          </div>
        ) : null;
      })}
      <IssueCodes error={error} />
    </DetailedError>
  );
}

export function QueryErrorPanel({ query }: { query: Query }) {
  const error = query.errors?.[0];
  if (!error) {
    return (
      <ErrorPanel
        data-test="query-error"
        title="Database error"
        message={query.errorMessage ?? 'Unknown error'}
      />
    );
  }
  if (PARSE_TYPES.has(error.error_type)) return <ParseError error={error} sql={query.sql} />;
  if (
    error.error_type === 'MISSING_TEMPLATE_PARAMS_ERROR' ||
    error.error_type === 'INVALID_TEMPLATE_PARAMS_ERROR'
  )
    return <ParameterError error={error} />;
  if (TIMEOUT_TYPES.has(error.error_type)) {
    const seconds = error.extra?.timeout;
    return (
      <ErrorPanel
        data-test="query-error"
        title="Timeout error"
        message={
          typeof seconds === 'number'
            ? `We’re having trouble loading this visualization. Queries are set to timeout after ${seconds} seconds.`
            : error.message
        }
      />
    );
  }
  const engine =
    error.error_type.startsWith('GENERIC_DB_ENGINE') || error.error_type.includes('DOES_NOT_EXIST');
  return (
    <ErrorPanel
      data-test="query-error"
      title={
        engine
          ? `${typeof error.extra?.engine_name === 'string' ? error.extra.engine_name : 'Database'} Error`
          : 'Error'
      }
      level={error.level}
      {...(query.link ? { link: query.link } : {})}
      message={
        <div>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{error.message}</Typography.Text>
          <IssueCodes error={error} />
        </div>
      }
    />
  );
}
