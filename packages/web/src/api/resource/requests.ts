/** Plain requests every list resource answers: `related/<column>` and `distinct/<column>` options. */
import type { DistinctResponse, RelatedResponse } from '@meridian/core';
import { request } from '../client';
import { encodeUri } from '../rison';

export type OptionsRequest<R> = (
  column: string,
  filter: string,
  page: number,
  pageSize: number,
) => Promise<R>;

const optionsQuery = (filter: string, page: number, pageSize: number) =>
  encodeUri({ filter, page, page_size: pageSize });

/** `related/` (owners, created_by, database…) and `distinct/` (schema, viz_type…) of the resource at `base`. */
export function resourceRequests(base: string) {
  const related: OptionsRequest<RelatedResponse> = (column, filter, page, pageSize) =>
    request<RelatedResponse>(`${base}/related/${column}?q=${optionsQuery(filter, page, pageSize)}`);
  const distinct: OptionsRequest<DistinctResponse> = (column, filter, page, pageSize) =>
    request<DistinctResponse>(`${base}/distinct/${column}?q=${optionsQuery(filter, page, pageSize)}`);
  return { related, distinct };
}
