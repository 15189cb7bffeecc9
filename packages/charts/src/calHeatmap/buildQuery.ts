/**
 * The calendar heatmap: every metric over the time column bucketed by the subdomain's grain (Superset's
 * CalHeatmapViz sets time_grain_sqla from subdomain_granularity), oldest first.
 */
import type { QueryContext } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { baseAxisColumn, buildQueryContext } from '../shared/buildQueryContext.js';
import { calHeatmapFormDataSchema, SUBDOMAIN_TIME_GRAIN } from './formData.js';

export function buildCalHeatmapQuery(formData: FormData): QueryContext {
  const fd = parseFormDataWith(calHeatmapFormDataSchema, formData);
  const grain = SUBDOMAIN_TIME_GRAIN[fd.subdomain_granularity];
  const timeColumn = fd.granularity_sqla;
  return buildQueryContext(
    { ...formData, time_grain_sqla: grain },
    {
      buildQuery: (base) => [
        {
          ...base,
          columns: timeColumn ? [baseAxisColumn(timeColumn, grain)] : [],
          metrics: fd.metrics,
          orderby: timeColumn ? [[timeColumn, true]] : [],
        },
      ],
    },
  );
}
