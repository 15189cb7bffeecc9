import {
  CloseOutlined,
  FieldNumberOutlined,
  FieldStringOutlined,
  FieldTimeOutlined,
  FunctionOutlined,
} from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';

export type PillIcon = 'metric' | 'number' | 'string' | 'time' | 'sql' | null;

const ICONS = {
  metric: FunctionOutlined,
  number: FieldNumberOutlined,
  string: FieldStringOutlined,
  time: FieldTimeOutlined,
  sql: FunctionOutlined,
} as const;

export interface OptionPillProps {
  label: ReactNode;
  tooltip?: ReactNode;
  icon?: PillIcon;
  onRemove?: () => void;
  onClick?: () => void;
  invalid?: boolean;
}

/** A chosen value in a drop-zone control: × to remove, click to edit. */
export function OptionPill({ label, tooltip, icon = null, onRemove, onClick, invalid }: OptionPillProps) {
  const { token } = theme.useToken();
  const Icon = icon ? ICONS[icon] : null;
  return (
    <div
      data-test="option-pill"
      style={{
        display: 'flex',
        alignItems: 'stretch',
        background: invalid ? token.colorErrorBg : token.colorFillTertiary,
        borderRadius: token.borderRadiusSM,
        marginBottom: 4,
        fontSize: token.fontSizeSM,
        minHeight: 26,
      }}
    >
      {onRemove && (
        <button
          type="button"
          aria-label="Remove"
          data-test="remove-control-button"
          onClick={(e) => {
            e.stopPropagation();
            onRemove();
          }}
          style={{
            border: 0,
            borderRight: `1px solid ${token.colorBorderSecondary}`,
            background: 'transparent',
            cursor: 'pointer',
            padding: '0 6px',
            color: token.colorTextSecondary,
          }}
        >
          <CloseOutlined style={{ fontSize: 10 }} />
        </button>
      )}
      <Tooltip title={tooltip} mouseEnterDelay={0.5}>
        <div
          data-test="option-label"
          role={onClick ? 'button' : undefined}
          tabIndex={onClick ? 0 : undefined}
          onClick={onClick}
          onKeyDown={(e) => {
            if (onClick && (e.key === 'Enter' || e.key === ' ')) onClick();
          }}
          style={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 6,
            padding: '2px 8px',
            cursor: onClick ? 'pointer' : 'default',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {Icon && <Icon style={{ color: token.colorTextTertiary }} />}
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{label}</span>
        </div>
      </Tooltip>
    </div>
  );
}

/** The "Drop columns here or click" target at the end of a drop-zone control. */
export function AddOptionButton({
  text,
  onClick,
  highlight,
}: {
  text: string;
  onClick?: () => void;
  highlight?: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      data-test="dnd-add-button"
      onClick={onClick}
      style={{
        width: '100%',
        textAlign: 'left',
        padding: '4px 8px',
        minHeight: 28,
        border: `1px dashed ${highlight ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: highlight ? token.colorPrimaryBg : 'transparent',
        color: token.colorTextTertiary,
        cursor: 'pointer',
        fontSize: token.fontSizeSM,
      }}
    >
      + {text}
    </button>
  );
}
