/**
 * Big number with trendline: the metric over the x-axis (time), pivoted on it, with the rolling window
 * and resampling of the advanced analytics, then flattened (Superset's order).
 */
import type { PostProcessingStep, QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { resampleOperator, rollingWindowOperator } from '../shared/advancedAnalytics.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { getXAxisColumn } from '../shared/formData.js';
import { flattenOperator, pivotOperator } from '../shared/operators.js';

export function buildBigNumberQuery(formData: FormData): QueryContext {
  const xAxis = getXAxisColumn(formData);
  return buildQueryContext(formData, {
    xAxis,
    buildQuery: (base) => {
      const query = { ...base, columns: xAxis !== undefined ? [xAxis] : [] };
      const steps = [
        pivotOperator(formData, query, xAxis),
        rollingWindowOperator(formData, query),
        resampleOperator(formData),
        xAxis !== undefined ? flattenOperator() : undefined,
      ].filter((s): s is PostProcessingStep => s !== undefined);
      return [{ ...query, post_processing: steps }];
    },
  });
}
