/** The drill filters as removable tags ("column value"), the row count and a reload button. */
import { ReloadOutlined } from '@ant-design/icons';
import { getColumnLabel } from '@meridian/core';
import type { ContextMenuFilter } from '@meridian/charts';
import { Button, Flex, Tag, Tooltip, Typography, theme } from 'antd';

export function rowCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;
}

export function DrillDetailFilterTags(props: {
  filters: readonly ContextMenuFilter[];
  onRemove: (index: number) => void;
  totalCount: number | null;
  onReload: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={token.marginXS}
      style={{ marginBottom: token.marginSM }}
    >
      <Flex wrap gap={token.marginXXS} style={{ flex: 1, minWidth: 0 }} data-test="drill-detail-filters">
        {props.filters.map((f, i) => {
          const col = getColumnLabel(f.col);
          return (
            <Tag
              key={`${col}-${i}`}
              closable
              onClose={(e) => {
                e.preventDefault();
                props.onRemove(i);
              }}
              data-test="filter-col"
              data-col={col}
            >
              <span style={{ marginRight: token.marginXXS }}>{col}</span>
              <strong data-test="filter-val">{f.formattedVal}</strong>
            </Tag>
          );
        })}
      </Flex>
      <Flex align="center" gap={token.marginXS} style={{ flex: 'none', marginLeft: 'auto' }}>
        {props.totalCount !== null && (
          <Typography.Text type="secondary" data-test="row-count-label">
            {rowCountText(props.totalCount)}
          </Typography.Text>
        )}
        <Tooltip title="Reload">
          <Button
            type="text"
            size="small"
            aria-label="Reload"
            icon={<ReloadOutlined />}
            onClick={props.onReload}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
