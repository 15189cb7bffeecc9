/** A CHART component: its frame on the grid (width in columns, height in grid units) and the chart. */
import { ComponentFrame } from '../edit/ComponentFrame';
import { useLayoutActions } from '../edit/useLayoutActions';
import type { ItemProps } from '../grid/LayoutItem';
import { heightPx, useColumnWidth, widthPx } from '../grid/gridSizing';
import { useDashboardSelector } from '../state/store';
import { DashboardChart } from './DashboardChart';

export function ChartItem({ item, parentId, parentType }: ItemProps) {
  const columnWidth = useColumnWidth();
  const columnMetaWidth = useDashboardSelector((s) => s.dashboardLayout.present[parentId]?.meta.width);
  const { updateMeta } = useLayoutActions();
  const columns = parentType === 'COLUMN' ? (columnMetaWidth ?? 1) : (item.meta.width ?? 4);
  const width = widthPx(columns, columnWidth);
  const height = heightPx(item.meta.height ?? 50);
  const chartId = item.meta.chartId;
  return (
    <ComponentFrame
      item={item}
      resizable={parentType === 'COLUMN' ? 'height' : 'both'}
      style={{ width, flex: 'none' }}
    >
      {typeof chartId === 'number' ? (
        <DashboardChart
          chartId={chartId}
          width={width}
          height={height}
          sliceNameOverride={item.meta.sliceNameOverride}
          onRename={(name) => updateMeta(item.id, { sliceNameOverride: name })}
        />
      ) : null}
    </ComponentFrame>
  );
}
