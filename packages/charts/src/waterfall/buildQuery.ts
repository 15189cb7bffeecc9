/** The waterfall: the metric by the x-axis (on its time grain) and the breakdown, both ascending. */
import type { QueryColumn, QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { columnsOf, getXAxisColumn } from '../shared/formData.js';

export function buildWaterfallQuery(formData: FormData): QueryContext {
  const xAxis = getXAxisColumn(formData);
  const columns: QueryColumn[] = [...(xAxis !== undefined ? [xAxis] : []), ...columnsOf(formData.groupby)];
  return buildQueryContext(formData, {
    xAxis,
    buildQuery: (base) => [{ ...base, columns, orderby: columns.map((c) => [c, true]) }],
  });
}
