import { ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';

export interface ControlHeaderProps {
  label: ReactNode;
  description?: string;
  errors?: string[];
  /** Extra content on the right (e.g. a clear button). */
  extra?: ReactNode;
  htmlFor?: string;
}

/** A control's label row: name, description tooltip, and a warning icon while it is invalid. */
export function ControlHeader({ label, description, errors, extra, htmlFor }: ControlHeaderProps) {
  const { token } = theme.useToken();
  const invalid = Boolean(errors?.length);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4, minHeight: 22 }}>
      <label
        htmlFor={htmlFor}
        style={{
          fontSize: token.fontSizeSM,
          fontWeight: 500,
          textTransform: 'uppercase',
          letterSpacing: 0.2,
          color: invalid ? token.colorError : token.colorTextSecondary,
        }}
      >
        {label}
      </label>
      {description && (
        <Tooltip title={description}>
          <InfoCircleOutlined style={{ fontSize: 12, color: token.colorTextTertiary }} />
        </Tooltip>
      )}
      {invalid && (
        <Tooltip title={errors!.join(' ')}>
          <ExclamationCircleOutlined
            data-test="control-error-icon"
            style={{ fontSize: 12, color: token.colorError }}
          />
        </Tooltip>
      )}
      <span style={{ marginLeft: 'auto' }}>{extra}</span>
    </div>
  );
}

/** The validation messages under a control (spec §5 texts). */
export function ControlErrors({ errors }: { errors?: string[] }) {
  const { token } = theme.useToken();
  if (!errors?.length) return null;
  return (
    <div
      data-test="control-errors"
      role="alert"
      style={{ color: token.colorError, fontSize: token.fontSizeSM, marginTop: 4 }}
    >
      {errors.join('. ')}
    </div>
  );
}
