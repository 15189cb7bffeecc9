/**
 * Pivot table: one query grouped by the row and column dimensions (temporal ones truncated to the time
 * grain), ordered by the sort metric or the first metric; the pivot itself runs in the browser
 * (core's computePivotTable) so subtotals and totals need no extra query.
 */
import type { QueryColumn, QueryContext, QueryMetric, QueryObject } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { baseAxisColumn, buildQueryContext } from '../shared/buildQueryContext.js';
import { dedupe } from '../shared/dedupe.js';
import { columnsOf, type ExtraFormData } from '../shared/formData.js';

export function buildPivotTableQuery(formData: FormData): QueryContext {
  const extra = (formData.extra_form_data ?? {}) as ExtraFormData;
  const timeGrain = extra.time_grain_sqla ?? (formData.time_grain_sqla as string | undefined);
  const temporal = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  const dimensions = [...columnsOf(formData.groupbyColumns), ...columnsOf(formData.groupbyRows)];
  const keyOf = (col: QueryColumn) => (typeof col === 'string' ? col : JSON.stringify(col));
  const columns: QueryColumn[] = dedupe(dimensions, keyOf).map((col) =>
    typeof col === 'string' && timeGrain && (temporal[col] || formData.granularity_sqla === col)
      ? baseAxisColumn(col, timeGrain)
      : col,
  );
  return buildQueryContext(formData, {
    buildQuery: (base) => {
      const ascending = !(base.order_desc ?? true);
      const sortBy = base.series_limit_metric as QueryMetric | undefined;
      const first = base.metrics?.[0];
      const orderby: QueryObject['orderby'] = sortBy
        ? [[sortBy, ascending]]
        : first !== undefined
          ? [[first, ascending]]
          : undefined;
      return [{ ...base, columns, orderby }];
    },
  });
}
