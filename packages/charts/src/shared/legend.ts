/** ECharts legend and grid placement from Superset's legend controls. */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

export interface LegendOptions {
  show: boolean;
  type: 'scroll' | 'plain';
  orient: 'horizontal' | 'vertical';
  top?: number | string;
  bottom?: number | string;
  left?: number | string;
  right?: number | string;
  data?: string[];
}

export function getLegendProps(formData: Readonly<Record<string, unknown>>, names?: string[]): LegendOptions {
  const show =
    formData.show_legend === undefined || formData.show_legend === null
      ? true
      : Boolean(formData.show_legend);
  const orientation = (
    ['top', 'bottom', 'left', 'right'].includes(String(formData.legendOrientation))
      ? formData.legendOrientation
      : 'top'
  ) as LegendOrientation;
  const legend: LegendOptions = {
    show,
    type: formData.legendType === 'plain' ? 'plain' : 'scroll',
    orient: orientation === 'left' || orientation === 'right' ? 'vertical' : 'horizontal',
    ...(names ? { data: names } : {}),
  };
  if (orientation === 'top') legend.top = 0;
  if (orientation === 'bottom') legend.bottom = 0;
  if (orientation === 'left') {
    legend.left = 0;
    legend.top = 'middle';
  }
  if (orientation === 'right') {
    legend.right = 0;
    legend.top = 'middle';
  }
  return legend;
}

/** Space the grid leaves for the legend. */
export function gridForLegend(legend: LegendOptions, base = 16): Record<string, number> {
  const grid = { top: base + 8, bottom: base + 8, left: base, right: base };
  if (!legend.show) return grid;
  if (legend.top === 0) grid.top += 28;
  else if (legend.bottom === 0) grid.bottom += 28;
  else if (legend.left === 0) grid.left += 140;
  else if (legend.right === 0) grid.right += 140;
  return grid;
}
