/**
 * The table: aggregate mode groups by the dimensions (ordered by the sort metric, else the first
 * metric descending; percent metrics via a contribution step), raw mode lists columns. Extra queries:
 * a row count for server pagination, and a totals row when "show totals" is on.
 */
import { getMetricLabel, type QueryContext, type QueryObject, type QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { baseAxisColumn, buildQueryContext } from '../shared/buildQueryContext.js';
import { dedupe } from '../shared/dedupe.js';
import { ensureIsArray, metricsOf, numberOf, type ExtraFormData } from '../shared/formData.js';

export type TableQueryMode = 'aggregate' | 'raw';

/** The stored mode, else raw when only columns were chosen (older charts), else aggregate. */
export function getQueryMode(formData: FormData): TableQueryMode {
  if (formData.query_mode === 'raw' || formData.query_mode === 'aggregate') return formData.query_mode;
  const rawColumns = ensureIsArray(formData.all_columns);
  const hasMetrics =
    metricsOf(formData.metrics).length > 0 || ensureIsArray(formData.percent_metrics).length > 0;
  return rawColumns.length && !hasMetrics ? 'raw' : 'aggregate';
}

/** Page state kept by the table itself (server pagination). */
export interface TableOwnState {
  currentPage?: number;
  pageSize?: number;
}

const dedupeMetrics = (metrics: QueryMetric[]) => dedupe(metrics, getMetricLabel);

export function buildTableQuery(formData: FormData, ownState: TableOwnState = {}): QueryContext {
  const queryMode = getQueryMode(formData);
  const orderDesc = Boolean(formData.order_desc);
  const sortByMetric = metricsOf(formData.timeseries_limit_metric)[0];
  const extra = (formData.extra_form_data ?? {}) as ExtraFormData;
  const timeGrain = extra.time_grain_sqla ?? (formData.time_grain_sqla as string | undefined);
  const temporalLookup = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  const fd: FormData = { ...formData, query_mode: queryMode };

  return buildQueryContext(fd, {
    buildQuery: (base) => {
      let { metrics, orderby = [] } = base;
      let columns = base.columns ?? [];
      const postProcessing: QueryObject['post_processing'] = [];
      if (queryMode === 'aggregate') {
        metrics = metrics ?? [];
        if (sortByMetric) orderby = [[sortByMetric, !orderDesc]];
        else if (metrics.length) orderby = [[metrics[0]!, false]];
        const percentMetrics = metricsOf(formData.percent_metrics);
        if (percentMetrics.length) {
          const labels = [...new Set(percentMetrics.map(getMetricLabel))];
          metrics = dedupeMetrics([...metrics, ...percentMetrics]);
          postProcessing.push({
            operation: 'contribution',
            options: { columns: labels, rename_columns: labels.map((l) => `%${l}`) },
          });
        }
        // Temporal dimensions are truncated to the time grain.
        columns = columns.map((col) =>
          typeof col === 'string' && timeGrain && temporalLookup[col] ? baseAxisColumn(col, timeGrain) : col,
        );
        const interactive = ensureIsArray(extra.interactive_groupby);
        if (interactive.length) columns = [...new Set([...columns, ...interactive])];
      }
      let query: QueryObject = { ...base, columns, metrics, orderby, post_processing: postProcessing };
      if (formData.server_pagination) {
        const pageSize = ownState.pageSize ?? numberOf(formData.server_page_length, 10);
        query = { ...query, row_limit: pageSize, row_offset: (ownState.currentPage ?? 0) * pageSize };
      }
      const queries: QueryObject[] = [query];
      if (formData.server_pagination) {
        queries.push({
          ...query,
          row_limit: 0,
          row_offset: 0,
          post_processing: [],
          time_offsets: [],
          is_rowcount: true,
        });
      }
      if (queryMode === 'aggregate' && (metrics ?? []).length && formData.show_totals) {
        const { order_desc: _d, orderby: _o, ...rest } = query;
        queries.push({ ...rest, columns: [], row_limit: 0, row_offset: 0, post_processing: [] });
      }
      return queries;
    },
  });
}
