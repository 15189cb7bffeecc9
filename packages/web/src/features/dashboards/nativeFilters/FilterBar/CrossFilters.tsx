/** The active cross-filters: the emitting chart's name and the value, each removable. */
import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag, Typography, theme } from 'antd';
import { useDashboardCharts } from '../../chart/chartsContext';
import type { CrossFilterEntry } from './pending';

export function CrossFilters({
  entries,
  onRemove,
  horizontal,
}: {
  entries: CrossFilterEntry[];
  onRemove: (chartId: number) => void;
  horizontal?: boolean;
}) {
  const { token } = theme.useToken();
  const { charts } = useDashboardCharts();
  if (!entries.length) return null;
  return (
    <div
      data-test="cross-filters"
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        gap: token.marginXS,
        flexWrap: 'wrap',
      }}
    >
      {!horizontal && <Typography.Text strong>Cross-filters</Typography.Text>}
      {entries.map((e) => {
        const name = charts[e.chartId]?.slice_name ?? `Chart ${e.chartId}`;
        return horizontal ? (
          <Tag
            key={e.chartId}
            data-test="cross-filter"
            data-chart-id={e.chartId}
            closable
            onClose={() => onRemove(e.chartId)}
            style={{ marginInlineEnd: 0 }}
          >
            {name}: <strong>{e.label}</strong>
          </Tag>
        ) : (
          <div
            key={e.chartId}
            data-test="cross-filter"
            data-chart-id={e.chartId}
            style={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: token.marginXS,
              padding: `${token.paddingXXS}px ${token.paddingXS}px`,
              background: token.colorFillQuaternary,
              borderRadius: token.borderRadius,
            }}
          >
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text
                type="secondary"
                ellipsis
                style={{ display: 'block', fontSize: token.fontSizeSM }}
              >
                {name}
              </Typography.Text>
              <Typography.Text strong ellipsis={{ tooltip: e.label }} style={{ display: 'block' }}>
                {e.label}
              </Typography.Text>
            </div>
            <Button
              size="small"
              type="text"
              aria-label="Remove cross-filter"
              data-test="cross-filter-remove"
              icon={<CloseOutlined />}
              onClick={() => onRemove(e.chartId)}
            />
          </div>
        );
      })}
    </div>
  );
}
