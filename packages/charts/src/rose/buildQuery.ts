/**
 * The rose (Superset's legacy rose): a legacy time series (`is_timeseries`, the time column as
 * `__timestamp` on the grain) by the dimensions, pivoted on the timestamp, then resampled, rolled,
 * time-compared and made row shares when `contribution` is on, then flattened — Superset's order.
 */
import { DTTM_ALIAS, type PostProcessingStep, type QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import {
  getTimeOffsets,
  isTimeComparison,
  resampleOperator,
  rollingWindowOperator,
  timeCompareOperator,
} from '../shared/advancedAnalytics.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { contributionOperator, flattenOperator, pivotOperator } from '../shared/operators.js';

/** The legacy panel saved "Difference" as `absolute`; the analytics helpers call it `difference`. */
export const withComparisonType = (formData: FormData): FormData =>
  formData.comparison_type === 'absolute' ? { ...formData, comparison_type: 'difference' } : formData;

export function buildRoseQuery(rawFormData: FormData): QueryContext {
  const formData = withComparisonType(rawFormData);
  return buildQueryContext(formData, {
    buildQuery: (base) => {
      const query = {
        ...base,
        is_timeseries: true,
        time_offsets: isTimeComparison(formData, base) ? getTimeOffsets(formData) : [],
      };
      const steps = [
        pivotOperator(formData, query, DTTM_ALIAS),
        resampleOperator(formData),
        rollingWindowOperator(formData, query),
        timeCompareOperator(formData, query),
        formData.contribution === true ? contributionOperator(formData) : undefined,
        (query.metrics ?? []).length ? flattenOperator() : undefined,
      ].filter((s): s is PostProcessingStep => s !== undefined);
      return [{ ...query, post_processing: steps }];
    },
  });
}
