/** A column or metric in the datasource panel: type icon, name, certification and warning; draggable. */
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import type { DatasetColumn, DatasetMetric } from '../../../api/explore';
import { CertifiedIcon } from '../../../components/CertifiedIcon';
import { columnIcon } from '../../../components/controls/dnd/columnOptions';
import { useDragSource, type DragItem } from '../../../components/controls/dnd/dnd';
import { OptionPillIcon } from './OptionPillIcon';

export function DatasourceItem({ item }: { item: DragItem }) {
  const { token } = theme.useToken();
  const drag = useDragSource(item);
  const entry: DatasetColumn | DatasetMetric = item.kind === 'column' ? item.column : item.metric;
  const name = item.kind === 'column' ? item.column.column_name : item.metric.metric_name;
  const label = entry.verbose_name || name;
  const detail =
    item.kind === 'column' ? (item.column.expression ?? item.column.type) : item.metric.expression;
  const warning = entry.warning_markdown || (item.kind === 'metric' ? item.metric.warning_text : null);
  return (
    <div
      {...drag}
      data-test={item.kind === 'column' ? 'datasource-column' : 'datasource-metric'}
      data-name={name}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '3px 8px',
        margin: '2px 0',
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
        cursor: 'grab',
        fontSize: token.fontSizeSM,
      }}
    >
      <OptionPillIcon kind={item.kind === 'metric' ? 'metric' : columnIcon(item.column)} />
      <Tooltip
        title={
          <div>
            {label !== name && <div>{name}</div>}
            {detail && <code>{detail}</code>}
            {entry.description && <div>{entry.description}</div>}
          </div>
        }
        mouseEnterDelay={0.6}
        placement="right"
      >
        <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </span>
      </Tooltip>
      <CertifiedIcon
        by={entry.certified_by}
        details={entry.certification_details}
        dataTest="certified-icon"
      />
      {warning && (
        <Tooltip title={warning}>
          <ExclamationCircleOutlined style={{ color: token.colorWarning }} />
        </Tooltip>
      )}
    </div>
  );
}
