import {
  FieldNumberOutlined,
  FieldStringOutlined,
  FieldTimeOutlined,
  FunctionOutlined,
} from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { PillIcon } from '../../../components/controls/dnd/OptionPill';

const TITLES = {
  metric: 'Metric',
  number: 'Numeric',
  string: 'String',
  time: 'Temporal',
  sql: 'Calculated',
} as const;

/** The type icon of a column (numeric, string, temporal, calculated) or of a metric. */
export function OptionPillIcon({ kind }: { kind: PillIcon }) {
  const { token } = theme.useToken();
  if (!kind) return null;
  const Icon =
    kind === 'metric' || kind === 'sql'
      ? FunctionOutlined
      : kind === 'number'
        ? FieldNumberOutlined
        : kind === 'time'
          ? FieldTimeOutlined
          : FieldStringOutlined;
  return (
    <Tooltip title={TITLES[kind]}>
      <Icon data-test={`type-icon-${kind}`} style={{ color: token.colorTextTertiary }} />
    </Tooltip>
  );
}
