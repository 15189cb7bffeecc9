import { Alert, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ErrorLevel } from '../../api/errors';

export const UNEXPECTED_ERROR = 'Unexpected error';

export interface ErrorPanelProps {
  title?: ReactNode;
  /** The short text shown at once. */
  message?: ReactNode;
  /** Longer detail behind "See more" (a stack trace, a server description). */
  details?: string;
  level?: ErrorLevel;
  link?: string;
  action?: ReactNode;
  'data-test'?: string;
}

const ALERT_TYPE = { error: 'error', warning: 'warning', info: 'info' } as const;

/** A typed error panel; with no title it is the boundary's "Unexpected error" panel. */
export function ErrorPanel({
  title = UNEXPECTED_ERROR,
  message,
  details,
  level = 'error',
  link,
  action,
  'data-test': dataTest = 'error-panel',
}: ErrorPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const description = (
    <div>
      {message && <div data-test="error-panel-message">{message}</div>}
      {link && (
        <a href={link} target="_blank" rel="noreferrer">
          {link}
        </a>
      )}
      {details && expanded && (
        <pre
          data-test="error-panel-details"
          style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto', fontSize: 12 }}
        >
          {details}
        </pre>
      )}
      {details && (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setExpanded((v) => !v)}
          data-test="error-panel-toggle"
        >
          {expanded ? 'See less' : 'See more'}
        </Button>
      )}
    </div>
  );
  return (
    <div data-test={dataTest} role="alert">
      <Alert type={ALERT_TYPE[level]} showIcon title={title} description={description} action={action} />
    </div>
  );
}
