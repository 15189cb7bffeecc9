/**
 * heatmap_v2: one query grouped by the x-axis and the y column (`groupby`), with the metric, plus a
 * `rank` step (the metric's percentile, overall or within each x / y value per normalize_across) that
 * the "Normalized" colour mode reads. Alphabetical axis sorts are done in SQL; metric sorts are done
 * after the query (summed per category), as ordering rows by cell value would truncate unevenly.
 */
import {
  getColumnLabel,
  getMetricLabel,
  type OrderByTerm,
  type QueryContext,
  type QueryMetric,
} from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { columnsOf, getXAxisColumn } from '../shared/formData.js';
import { axisSortOf, normalizeAcrossOf } from './formData.js';

export { axisSortOf, normalizeAcrossOf, type AxisSort, type NormalizeAcross } from './formData.js';

export function buildHeatmapQuery(formData: FormData): QueryContext {
  const xAxis = getXAxisColumn(formData);
  // The y axis is a single column, stored as a value or (older charts) a one-item list.
  const yAxis = columnsOf(formData.groupby)[0];
  const metric = formData.metric as QueryMetric | undefined;
  const columns = [...(xAxis !== undefined ? [xAxis] : []), ...(yAxis !== undefined ? [yAxis] : [])];
  const orderby: OrderByTerm[] = [];
  const sortX = axisSortOf(formData.sort_x_axis);
  const sortY = axisSortOf(formData.sort_y_axis);
  if (xAxis !== undefined && sortX?.startsWith('alpha')) orderby.push([xAxis, sortX === 'alpha_asc']);
  if (yAxis !== undefined && sortY?.startsWith('alpha')) orderby.push([yAxis, sortY === 'alpha_asc']);
  const across = normalizeAcrossOf(formData.normalize_across);
  const groupBy =
    across === 'x' && xAxis !== undefined
      ? getColumnLabel(xAxis)
      : across === 'y' && yAxis !== undefined
        ? getColumnLabel(yAxis)
        : undefined;
  return buildQueryContext(formData, {
    xAxis,
    buildQuery: (base) => [
      {
        ...base,
        columns,
        orderby,
        post_processing:
          metric !== undefined
            ? [
                {
                  operation: 'rank',
                  options: { metric: getMetricLabel(metric), ...(groupBy ? { group_by: groupBy } : {}) },
                },
              ]
            : [],
      },
    ],
  });
}
