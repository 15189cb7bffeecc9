/** A table panel: its columns with types and keys, its indexes, and select-star / preview / remove. */
import {
  CloseOutlined,
  CopyOutlined,
  DownOutlined,
  EyeOutlined,
  KeyOutlined,
  LinkOutlined,
  RightOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { Button, Spin, Tag, Tooltip, Typography, theme } from 'antd';
import { IconButton, type IconButtonProps } from '../../../components/IconButton';
import type { Table, TableColumn } from '../state/types';

export interface TableElementProps {
  table: Table;
  previewAllowed: boolean;
  onToggle: (expanded: boolean) => void;
  onRemove: () => void;
  onPreview: () => void;
  onSelectStar: () => void;
}

function KeyIcons({ column }: { column: TableColumn }) {
  return (
    <>
      {(column.keys ?? []).map((k, i) => (
        <Tooltip
          key={`${k.type}-${i}`}
          title={
            k.type === 'pk'
              ? 'Primary key'
              : k.type === 'fk'
                ? `Foreign key to ${k.referred_table ?? ''}(${(k.referred_columns ?? []).join(', ')})`
                : `Index ${k.name ?? ''}`
          }
        >
          {k.type === 'pk' ? (
            <KeyOutlined data-test="pk-icon" />
          ) : k.type === 'fk' ? (
            <LinkOutlined />
          ) : (
            <Tag style={{ fontSize: 10, lineHeight: '14px', padding: '0 3px', marginInlineEnd: 0 }}>idx</Tag>
          )}
        </Tooltip>
      ))}
    </>
  );
}

/** The expanded panel: each column with its key icons and type, then the indexes. */
function TableColumns({ table }: { table: Table }) {
  const { token } = theme.useToken();
  const indexes = (table.indexes ?? []).filter((k) => k.type === 'index');
  return (
    <div style={{ padding: '0 8px 6px 34px', fontSize: 12 }} data-test="table-columns">
      {(table.columns ?? []).map((c) => (
        <div key={c.name} style={{ display: 'flex', gap: 6, alignItems: 'center', lineHeight: '22px' }}>
          <span
            style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
            title={c.comment ?? c.name}
          >
            {c.name}
          </span>
          <KeyIcons column={c} />
          <Typography.Text type="secondary" style={{ fontSize: 11 }} title={c.longType ?? c.type}>
            {c.type}
          </Typography.Text>
        </div>
      ))}
      {indexes.length > 0 && (
        <div style={{ marginTop: 4, color: token.colorTextSecondary }} data-test="table-indexes">
          {indexes.map((ix) => (
            <div key={ix.name ?? ix.column_names.join(',')}>
              {ix.unique ? 'unique ' : ''}index {ix.name}: {ix.column_names.join(', ')}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

type HeaderButton = IconButtonProps & { 'data-test': string };

/** The header's buttons: copy SELECT *, preview (when allowed), remove; the first two need the statement. */
function headerButtons({ table, previewAllowed, onRemove, onPreview, onSelectStar }: TableElementProps) {
  const noSql = !table.selectStar;
  const copy: HeaderButton = {
    title: 'Copy SELECT statement to the editor',
    'data-test': 'table-select-star',
    icon: <CopyOutlined />,
    disabled: noSql,
    onClick: onSelectStar,
  };
  const preview: HeaderButton = {
    title: 'Preview data',
    'data-test': 'table-preview',
    icon: <EyeOutlined />,
    disabled: noSql,
    onClick: onPreview,
  };
  const remove: HeaderButton = {
    title: 'Remove table preview',
    'data-test': 'table-remove',
    icon: <CloseOutlined />,
    onClick: onRemove,
  };
  return previewAllowed ? [copy, preview, remove] : [copy, remove];
}

export function TableElement(props: TableElementProps) {
  const { table, onToggle } = props;
  const { token } = theme.useToken();
  const loading = table.columns === undefined;
  return (
    <div
      data-test="table-element"
      data-table={table.name}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '4px 6px' }}>
        <Button
          type="text"
          size="small"
          aria-label={table.expanded ? 'Collapse table' : 'Expand table'}
          data-test="table-toggle"
          icon={table.expanded ? <DownOutlined /> : <RightOutlined />}
          onClick={() => onToggle(!table.expanded)}
        />
        <TableOutlined style={{ color: token.colorTextSecondary }} />
        <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }} title={table.name}>
          {table.name}
        </Typography.Text>
        {loading && <Spin size="small" />}
        {headerButtons(props).map((b) => (
          <IconButton key={b['data-test']} {...b} />
        ))}
      </div>
      {table.expanded && !loading && <TableColumns table={table} />}
    </div>
  );
}
