/** The timeseries family: one buildQuery and transformProps, a fixed series type per variant. */
import { definePlugin, type ChartPlugin } from '../sdk/plugin.js';
import { buildTimeseriesQuery } from './buildQuery.js';
import { timeseriesControlPanel, type TimeseriesKind } from './controlPanel.js';
import { timeseriesFormDataSchema, type TimeseriesFormData } from './formData.js';
import { TIMESERIES_METADATA } from './metadata.js';
import {
  transformTimeseriesProps,
  type TimeseriesChartProps,
  type TimeseriesSeriesType,
} from './transformProps.js';

export type TimeseriesPlugin = ChartPlugin<TimeseriesChartProps, TimeseriesFormData>;

const VARIANTS: Record<
  keyof typeof TIMESERIES_METADATA,
  { kind: TimeseriesKind; seriesType?: TimeseriesSeriesType; area?: boolean }
> = {
  echarts_timeseries: { kind: 'generic' },
  echarts_timeseries_line: { kind: 'line', seriesType: 'line' },
  echarts_timeseries_bar: { kind: 'bar', seriesType: 'bar' },
  echarts_timeseries_scatter: { kind: 'scatter', seriesType: 'scatter' },
  echarts_timeseries_smooth: { kind: 'smooth', seriesType: 'smooth' },
  echarts_area: { kind: 'area', seriesType: 'line', area: true },
  // The step chart's step position comes from its seriesType control (default start).
  echarts_timeseries_step: { kind: 'step' },
};

export function createTimeseriesPlugin(vizType: keyof typeof TIMESERIES_METADATA): TimeseriesPlugin {
  const variant = VARIANTS[vizType];
  return definePlugin<TimeseriesChartProps, TimeseriesFormData>(
    vizType,
    {
      metadata: TIMESERIES_METADATA[vizType],
      controlPanel: timeseriesControlPanel(variant.kind),
      formDataSchema: timeseriesFormDataSchema,
      buildQuery: buildTimeseriesQuery,
      transformProps: (input) =>
        transformTimeseriesProps(input, {
          seriesType:
            variant.kind === 'step'
              ? ((input.formData.seriesType as TimeseriesSeriesType | undefined) ?? 'start')
              : variant.seriesType,
          area: variant.area,
        }),
    },
    () => import('./Chart.js'),
  );
}

export const TIMESERIES_VIZ_TYPES = Object.keys(VARIANTS) as (keyof typeof TIMESERIES_METADATA)[];

export { buildTimeseriesQuery, transformTimeseriesProps };
export type { TimeseriesChartProps, TimeseriesSeriesType };
