/**
 * The Gantt chart: one row per event with its start, end, y-axis category, series and the tooltip's
 * columns and metrics, in the chosen order (Superset's gantt buildQuery).
 */
import { getColumnLabel, type OrderByTerm, type QueryColumn, type QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { InvalidOrderByError } from '../shared/buildQueryObject.js';
import { dedupe } from '../shared/dedupe.js';
import { ensureIsArray } from '../shared/formData.js';
import { ganttFormDataSchema } from './formData.js';

const parseOrderBy = (item: unknown): OrderByTerm => {
  if (typeof item !== 'string') return item as OrderByTerm;
  try {
    return JSON.parse(item) as OrderByTerm;
  } catch {
    throw new InvalidOrderByError();
  }
};

export function buildGanttQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(ganttFormDataSchema, formData);
  const groupby = fd.series !== undefined ? [fd.series] : [];
  const orderby = ensureIsArray(formData.order_by_cols as unknown[] | undefined).map(parseOrderBy);
  const columns = dedupe(
    [
      fd.start_time,
      fd.end_time,
      fd.y_axis,
      ...groupby,
      ...fd.tooltip_columns,
      ...orderby.map((o) => o[0] as QueryColumn),
    ].filter((c): c is QueryColumn => c !== undefined),
    getColumnLabel,
  );
  // The keys the base query would read as columns or metrics are given here explicitly.
  const { series: _s, order_by_cols: _o, ...rest } = formData;
  const context = buildQueryContext(rest, {
    buildQuery: (base) => [
      { ...base, columns, metrics: fd.tooltip_metrics, orderby, series_columns: groupby },
    ],
  });
  return { ...context, form_data: formData };
}
