/**
 * mixed_timeseries: two queries in one query context, A from the plain keys and B from the `_b`
 * ones, sharing the x-axis and its time grain. Each is grouped by the x-axis and its own dimensions,
 * pivoted on the x-axis, then its advanced analytics, renaming and flatten (Superset's order).
 */
import type { PostProcessingStep, QueryContext, QueryObject } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildAdvancedAnalytics, getTimeOffsets, isTimeComparison } from '../shared/advancedAnalytics.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { normalizeOrderBy } from '../shared/buildQueryObject.js';
import { columnsOf, getXAxisColumn } from '../shared/formData.js';
import { flattenOperator, pivotOperator, renameOperator } from '../shared/operators.js';
import { removeFormDataSuffix, retainFormDataSuffix } from './formDataSuffix.js';

/** The form data of query A and of query B. */
export const queryFormDatas = (formData: FormData): [FormData, FormData] => [
  removeFormDataSuffix(formData, '_b'),
  retainFormDataSuffix(formData, '_b'),
];

function buildOne(fd: FormData, formData: FormData): QueryObject[] {
  // The x-axis is shared: always read from the chart's own keys.
  const xAxis = getXAxisColumn(formData);
  const groupby = columnsOf(fd.groupby);
  return buildQueryContext(fd, {
    xAxis,
    buildQuery: (base) => {
      const timeOffsets = isTimeComparison(fd, base) ? getTimeOffsets(fd) : [];
      const query = normalizeOrderBy({
        ...base,
        metrics: base.metrics ?? [],
        columns: [...(xAxis !== undefined ? [xAxis] : []), ...groupby],
        series_columns: groupby,
        time_offsets: timeOffsets,
      });
      const steps: (PostProcessingStep | undefined)[] = [
        pivotOperator(fd, query, xAxis),
        ...buildAdvancedAnalytics(fd, query),
        renameOperator(fd, query, xAxis),
        xAxis !== undefined && (query.metrics ?? []).length ? flattenOperator() : undefined,
      ];
      return [{ ...query, post_processing: steps.filter((s): s is PostProcessingStep => s !== undefined) }];
    },
  }).queries;
}

export function buildMixedTimeseriesQuery(formData: FormData): QueryContext {
  const [a, b] = queryFormDatas(formData);
  const context = buildQueryContext(a, { buildQuery: () => [] });
  return { ...context, form_data: formData, queries: [...buildOne(a, formData), ...buildOne(b, formData)] };
}
