/**
 * ListView's fetch config → the `q` of GET /api/v1/chart/. Two filters act on the API's `id`
 * column (favorite and certified), so the list names the certified one `certified` and maps it.
 */
import type { ListQuery } from '../../api/types';
import type { FetchDataConfig } from '../../components/ListView';
import { toListQuery } from '../../components/ResourceList';

/** List filter id → API column, where they differ. */
export const FILTER_COLUMNS: Record<string, string> = { certified: 'id' };

export function toChartListQuery(config: FetchDataConfig): ListQuery {
  const q = toListQuery(config);
  if (q.filters) q.filters = q.filters.map((f) => ({ ...f, col: FILTER_COLUMNS[f.col] ?? f.col }));
  return q;
}

export const chartPath = (c: { id: number; url?: string | null }) => c.url || `/explore/?slice_id=${c.id}`;
export const UNTITLED_CHART = '[ untitled chart ]';
export const chartTitle = (c: { slice_name?: string | null }) => c.slice_name || UNTITLED_CHART;
