/** A heatmap cell's drill filters: its x value (unless temporal) and its y value. */
import { pointFilters, type ContextMenuFilter } from '../shared/contextMenu.js';
import type { HeatmapChartProps } from './transformProps.js';

type CellLookup = Pick<
  HeatmapChartProps,
  'xAxis' | 'yAxis' | 'xValues' | 'yValues' | 'xLabels' | 'yLabels' | 'xTemporal'
>;

/** The cell at ECharts' `value` ([xIndex, yIndex, …]); none off a cell. */
export function heatmapCellFilters(props: CellLookup, value: unknown): ContextMenuFilter[] {
  if (!Array.isArray(value)) return [];
  const [xi, yi] = value as [unknown, unknown];
  if (typeof xi !== 'number' || typeof yi !== 'number') return [];
  const x =
    props.xAxis !== undefined && !props.xTemporal && xi < props.xValues.length
      ? pointFilters([props.xAxis], [props.xValues[xi]], () => props.xLabels[xi] ?? '')
      : [];
  const y =
    props.yAxis !== undefined && yi < props.yValues.length
      ? pointFilters([props.yAxis], [props.yValues[yi]], () => props.yLabels[yi] ?? '')
      : [];
  return [...x, ...y];
}

/** The y label of the cell at `value`, the key of the chart's cross-filter label map. */
export function heatmapCellYLabel(
  props: Pick<HeatmapChartProps, 'yLabels'>,
  value: unknown,
): string | undefined {
  if (!Array.isArray(value) || typeof value[1] !== 'number') return undefined;
  return props.yLabels[value[1]];
}
