import { Alert, Button } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ClientError, ErrorLevel, SupersetError } from '../../api/errors';
import { AccessErrorPanel, firstError, isSecurityAccessError } from './AccessErrorPanel';

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
  /**
   * The error itself (a server error or a normalised one). Security access errors render the access
   * panel naming whom to contact; other errors give the message when none is passed.
   */
  error?: SupersetError | ClientError | null;
  /** The chart's owners, offered as contacts by the access panel. */
  owners?: readonly string[];
  /** Size of the access panel: 'page' on an otherwise empty page, 'panel' in a chart's box. */
  variant?: 'page' | 'panel';
  'data-test'?: string;
}

const ALERT_TYPE = { error: 'error', warning: 'warning', info: 'info' } as const;

/** A typed error panel; with no title it is the boundary's "Unexpected error" panel. */
export function ErrorPanel(props: ErrorPanelProps) {
  const first = firstError(props.error);
  if (first && isSecurityAccessError(first))
    return <AccessErrorPanel error={first} chartOwners={props.owners} variant={props.variant} />;
  return <GenericErrorPanel {...props} />;
}

function GenericErrorPanel({
  title = UNEXPECTED_ERROR,
  message,
  details,
  level = 'error',
  link,
  action,
  error,
  'data-test': dataTest = 'error-panel',
}: ErrorPanelProps) {
  const [expanded, setExpanded] = useState(false);
  const shown =
    message ??
    (error ? (firstError(error)?.message ?? ('error' in error ? error.error : undefined)) : undefined);
  const description = (
    <div>
      {shown && <div data-test="error-panel-message">{shown}</div>}
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
