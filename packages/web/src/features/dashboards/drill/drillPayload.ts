/**
 * Drill to detail's request: the chart's query object (its saved filters, time range and the
 * dashboard's extra_form_data, as its plugin builds them) reduced to what filters rows
 * (granularity, time_range, filters, extras without HAVING), plus the drilled values. Superset sends
 * the same payload to `POST /datasource/samples`.
 */
import { serverFilter, type ChartRegistry, type ContextMenuFilter, type FormData } from '@meridian/charts';
import type { QueryColumn } from '@meridian/core';
import { buildChartQueryContext } from '../../../components/ChartRenderer';

export interface DrillDetailPayload {
  granularity?: unknown;
  time_range?: unknown;
  filters: { col: QueryColumn; op: string; val?: unknown }[];
  extras: Record<string, unknown>;
}

export const DRILL_PAGE_SIZE = 50;

export function drillDetailPayload(
  registry: ChartRegistry,
  formData: FormData,
  drillFilters: readonly ContextMenuFilter[],
): DrillDetailPayload {
  const context = buildChartQueryContext(registry, formData) as { queries?: Record<string, unknown>[] };
  const query = context.queries?.[0] ?? {};
  const extras = { ...((query.extras as Record<string, unknown> | undefined) ?? {}) };
  delete extras.having;
  const filters = Array.isArray(query.filters) ? (query.filters as DrillDetailPayload['filters']) : [];
  return {
    ...(query.granularity != null ? { granularity: query.granularity } : {}),
    ...(query.time_range != null ? { time_range: query.time_range } : {}),
    filters: [...filters, ...drillFilters.map(serverFilter)],
    extras,
  };
}

/** The datasource id of form data's `datasource` ("12__table"); null when missing. */
export function datasourceIdOf(formData: FormData): number | null {
  const id = Number(String(formData.datasource).split('__')[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Removes the tag of one column (tags are keyed by column label, as Superset's). */
export function withoutFilter(filters: readonly ContextMenuFilter[], index: number): ContextMenuFilter[] {
  return filters.filter((_, i) => i !== index);
}
