import type { FetchDataConfig } from '../ListView';
import type { ListQuery } from '../../api/types';

/** ListView's fetch config → the `q` of a Superset list call. */
export function toListQuery({ pageIndex, pageSize, sortBy, filters }: FetchDataConfig): ListQuery {
  const sort = sortBy[0];
  return {
    ...(filters.length
      ? { filters: filters.map((f) => ({ col: f.id, opr: f.operator, value: f.value })) }
      : {}),
    ...(sort ? { order_column: sort.id, order_direction: sort.desc ? 'desc' : 'asc' } : {}),
    page: pageIndex,
    page_size: pageSize,
  };
}
