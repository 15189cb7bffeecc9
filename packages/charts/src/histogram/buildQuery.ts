/**
 * The histogram: the rows' values of the column (no aggregation), binned by Superset's histogram
 * post-processing into one count column per bin, per dimension group.
 */
import { getColumnLabel, type QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { histogramFormDataSchema } from './formData.js';

export function buildHistogramQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(histogramFormDataSchema, formData);
  const columns = [...fd.groupby, ...(fd.column !== undefined ? [fd.column] : [])];
  return buildQueryContext(formData, {
    buildQuery: (base) => [
      {
        ...base,
        columns,
        metrics: undefined,
        post_processing: [
          {
            operation: 'histogram',
            options: {
              column: fd.column !== undefined ? getColumnLabel(fd.column) : '',
              groupby: fd.groupby.map(getColumnLabel),
              bins: fd.bins,
              cumulative: fd.cumulative,
              normalize: fd.normalize,
            },
          },
        ],
      },
    ],
  });
}
