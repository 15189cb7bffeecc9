/** Big number: one metric, no grouping. */
import type { QueryContext } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';

export function buildBigNumberTotalQuery(formData: FormData): QueryContext {
  return buildQueryContext(formData, {
    buildQuery: (base) => [{ ...base, columns: [], orderby: undefined, post_processing: [] }],
  });
}
