/**
 * The name of a row of a chart grouped by dimensions (Superset's extractGroupbyLabel): its dimension
 * values joined by ", ", nulls as <NULL>, dates in the chart's date format.
 */
import { getTimeFormatter } from '@meridian/core';
import { isTemporalColumn, toText, type ChartDataResult } from '../shared/chartData.js';

export const NULL_LABEL = '<NULL>';

/** A namer of rows by the dimension labels; temporal columns are formatted with `dateFormat`. */
export function groupLabeller(
  result: ChartDataResult,
  labels: readonly string[],
  dateFormat?: string | null,
): (row: Record<string, unknown>) => string {
  const formatDate = getTimeFormatter(dateFormat ?? undefined);
  const temporal = labels.map((label) => isTemporalColumn(result, label));
  return (row) =>
    labels
      .map((label, i) => {
        const v = row[label];
        if (v === null || v === undefined) return NULL_LABEL;
        return temporal[i] && typeof v === 'number' ? formatDate(v) : toText(v);
      })
      .join(', ');
}
