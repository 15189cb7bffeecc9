/**
 * echarts_timeseries (and its line/bar/scatter/smooth/step/area variants): one query grouped by the
 * x-axis and the series dimensions, pivoted on the x-axis (mean per metric), then the advanced
 * analytics, renaming, contribution and sorting, then flattened — Superset's order.
 */
import type { PostProcessingStep, QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildAdvancedAnalytics, getTimeOffsets, isTimeComparison } from '../shared/advancedAnalytics.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { normalizeOrderBy } from '../shared/buildQueryObject.js';
import { columnsOf, getXAxisColumn, migrateDistBarFormData } from '../shared/formData.js';
import {
  contributionOperator,
  flattenOperator,
  pivotOperator,
  renameOperator,
  sortOperator,
} from '../shared/operators.js';

export function buildTimeseriesQuery(rawFormData: FormData): QueryContext {
  const formData = migrateDistBarFormData(rawFormData);
  const xAxis = getXAxisColumn(formData);
  const groupby = columnsOf(formData.groupby);
  return buildQueryContext(formData, {
    xAxis,
    buildQuery: (base) => {
      const timeOffsets = isTimeComparison(formData, base) ? getTimeOffsets(formData) : [];
      const query = normalizeOrderBy({
        ...base,
        metrics: base.metrics ?? [],
        columns: [...(xAxis !== undefined ? [xAxis] : []), ...groupby],
        series_columns: groupby,
        time_offsets: timeOffsets,
      });
      const steps: (PostProcessingStep | undefined)[] = [
        pivotOperator(formData, query, xAxis),
        ...buildAdvancedAnalytics(formData, query),
        renameOperator(formData, query, xAxis),
        contributionOperator(formData, timeOffsets),
        sortOperator(formData, query, xAxis),
        xAxis !== undefined && (query.metrics ?? []).length ? flattenOperator() : undefined,
      ];
      return [{ ...query, post_processing: steps.filter((s): s is PostProcessingStep => s !== undefined) }];
    },
  });
}
