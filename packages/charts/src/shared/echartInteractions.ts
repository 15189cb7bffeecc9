/**
 * The interaction wiring every ECharts-based chart shares: a click on a labelled data point toggles
 * the chart's cross-filter, a right-click reports the point's filters to the drill menus.
 */
import type { QueryColumn } from '@meridian/core';
import type { ChartHooks } from '../sdk/chartProps.js';
import type { ContextMenuFilter, OnContextMenu } from './contextMenu.js';
import { buildCrossFilterDataMask, toggleSelection } from './crossFilter.js';
import type { EChartClickParams, EChartProps } from './EChart.js';

/**
 * A click on the point labelled `label`: its values (from `labelMap`) are toggled in the chart's
 * current selection, reported to `onDataClick` and emitted with `setDataMask`. Nothing happens
 * without a label or without dimensions to filter on.
 */
export function toggleCrossFilter(
  hooks: ChartHooks,
  groupby: readonly QueryColumn[],
  labelMap: Record<string, unknown[]>,
  label: string | undefined,
): void {
  if (!label || groupby.length === 0) return;
  const values = labelMap[label] ?? [];
  const current = (hooks.filterState?.value as unknown[][] | null | undefined) ?? [];
  const dataMask = buildCrossFilterDataMask(groupby, toggleSelection(current, values));
  hooks.onDataClick?.({ columns: [...groupby], values, label, dataMask });
  hooks.setDataMask?.(dataMask);
}

/**
 * EChart's `onContextMenu` for a chart's drill hook: `describe` maps the hit point (null off a
 * point) to its filters and label. Undefined when the chart has no hook, so the browser menu stays.
 */
export function echartContextMenu(
  hook: OnContextMenu | undefined,
  describe: (params: EChartClickParams | null) => { filters: ContextMenuFilter[]; label: string },
): EChartProps['onContextMenu'] {
  if (!hook) return undefined;
  return (params, at) => hook({ ...at, ...describe(params) });
}
