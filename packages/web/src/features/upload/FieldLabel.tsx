import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';

/** A form label with Superset's info tooltip beside it. */
export function FieldLabel({ label, tip }: { label: string; tip: string }) {
  const { token } = theme.useToken();
  return (
    <span>
      {label}
      <Tooltip title={tip}>
        <InfoCircleOutlined
          aria-label={tip}
          style={{ marginInlineStart: token.marginXS, color: token.colorTextSecondary }}
        />
      </Tooltip>
    </span>
  );
}
