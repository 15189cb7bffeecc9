/** A right-click on a Gantt bar: its y-axis category and series value as drill filters. */
import { pointFilters, type ContextMenuFilter } from '../shared/contextMenu.js';
import type { GanttChartProps } from './transformProps.js';

type BarColumns = Pick<GanttChartProps, 'yAxis' | 'series' | 'yAxisIndex' | 'seriesIndex'>;

export function ganttBarFilters(
  props: BarColumns,
  value: unknown,
): { filters: ContextMenuFilter[]; label: string } {
  if (!Array.isArray(value) || props.yAxis === undefined) return { filters: [], label: '' };
  const values: unknown[] = value;
  const columns = [
    props.yAxis,
    ...(props.series !== undefined && props.seriesIndex >= 0 ? [props.series] : []),
  ];
  const cells = [values[props.yAxisIndex], ...(columns.length > 1 ? [values[props.seriesIndex]] : [])];
  const filters = pointFilters(columns, cells);
  return { filters, label: filters.map((f) => f.formattedVal).join(', ') };
}
