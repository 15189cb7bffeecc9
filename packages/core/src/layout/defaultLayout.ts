/** The layout of a new dashboard, or of one saved without position_json (charts in rows of three). */
import {
  DEFAULT_DASHBOARD_TITLE,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
} from './constants.js';
import { newChartComponent, newComponent } from './factory.js';
import { updateParents } from './tree.js';
import type { DashboardLayout } from './types.js';

export interface LayoutChart {
  id: number;
  sliceName?: string;
  uuid?: string;
}

export function buildDefaultLayout(
  charts: readonly LayoutChart[] = [],
  title = DEFAULT_DASHBOARD_TITLE,
): DashboardLayout {
  const layout: DashboardLayout = {
    [ROOT_ID]: newComponent('ROOT', {}, [], ROOT_ID),
    [GRID_ID]: newComponent('GRID', {}, [], GRID_ID),
    [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], parents: [], meta: { text: title } },
  };
  layout[ROOT_ID]!.children = [GRID_ID];
  const perRow = Math.floor(GRID_COLUMN_COUNT / GRID_DEFAULT_CHART_WIDTH);
  for (let i = 0; i < charts.length; i += perRow) {
    const row = newComponent('ROW');
    layout[row.id] = row;
    layout[GRID_ID]!.children.push(row.id);
    for (const chart of charts.slice(i, i + perRow)) {
      const component = newChartComponent({ ...chart, chartId: chart.id }, layout);
      layout[component.id] = component;
      row.children.push(component.id);
    }
  }
  return updateParents(layout);
}
