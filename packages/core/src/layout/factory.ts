/** New components with Superset's default meta per type. */
import {
  BACKGROUND_TRANSPARENT,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  MEDIUM_HEADER,
} from './constants.js';
import { chartComponentId, newComponentId } from './ids.js';
import type { ComponentType, DashboardLayout, LayoutComponent, LayoutMeta } from './types.js';

function defaultMeta(type: ComponentType): LayoutMeta {
  switch (type) {
    case 'CHART':
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: BACKGROUND_TRANSPARENT };
    case 'HEADER':
      return { text: 'New header', headerSize: MEDIUM_HEADER, background: BACKGROUND_TRANSPARENT };
    case 'ROW':
      return { background: BACKGROUND_TRANSPARENT };
    case 'TAB':
      return { text: '', defaultText: 'Tab title', placeholder: 'Tab title' };
    case 'DYNAMIC':
      return { width: GRID_COLUMN_COUNT, background: BACKGROUND_TRANSPARENT };
    default:
      return {};
  }
}

/** A component of `type` with default meta overlaid by `meta`; a fresh `${type}-…` id unless one is given. */
export function newComponent(
  type: ComponentType,
  meta: LayoutMeta = {},
  parents: string[] = [],
  id: string = newComponentId(type),
): LayoutComponent {
  return { id, type, children: [], parents, meta: { ...defaultMeta(type), ...meta } };
}

/**
 * A CHART component of the default size for chart `chartId` (its name and uuid in meta when known),
 * with the next CHART-explore-{chartId}-{n} id free in `layout`.
 */
export function newChartComponent(
  chart: { chartId: number; sliceName?: string; uuid?: string },
  layout: DashboardLayout,
): LayoutComponent {
  const meta = {
    chartId: chart.chartId,
    width: GRID_DEFAULT_CHART_WIDTH,
    height: GRID_DEFAULT_CHART_HEIGHT,
    ...(chart.sliceName !== undefined && { sliceName: chart.sliceName }),
    ...(chart.uuid !== undefined && { uuid: chart.uuid }),
  };
  return newComponent('CHART', meta, [], chartComponentId(chart.chartId, layout));
}
