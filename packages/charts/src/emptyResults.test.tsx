/**
 * Every chart type on the results a filter matching (almost) nothing gives (issue 25): zero rows, one
 * row and all-null metrics go through transformProps and the component without an error. The server
 * answers an empty result with the query's own columns (post-processing skipped, as Superset does).
 */
import { getColumnLabel, getMetricLabel, type ChartDataResult } from '@meridian/core';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultChartPlugins } from './plugins.js';
import type { ChartPlugin, FormData } from './sdk/plugin.js';
import { formDataOf, transformInput } from './test-support/chartInput.js';

const TIME = 'year';
const SERIES = 'region';
const METRIC = 'SUM(SP_POP_TOTL)';
const metric = { expressionType: 'SQL', sqlExpression: 'SUM(SP_POP_TOTL)', label: METRIC };

/** Form data per chart type, on the world health columns of the examples. */
const FORM_DATA: Record<string, Record<string, unknown>> = {
  table: { query_mode: 'aggregate', groupby: [SERIES], metrics: [metric], show_totals: true },
  big_number: { x_axis: TIME, time_grain_sqla: 'P1Y', metric },
  big_number_total: { metric },
  pie: { groupby: [SERIES], metric },
  pivot_table_v2: { groupbyRows: [SERIES], groupbyColumns: [], metrics: [metric], colTotals: true },
  horizon: { granularity_sqla: TIME, time_grain_sqla: 'P1Y', metrics: [metric], groupby: [] },
  heatmap_v2: { x_axis: TIME, groupby: SERIES, metric },
  heatmap: { all_columns_x: TIME, all_columns_y: SERIES, metric },
  treemap_v2: { groupby: [SERIES], metric },
  sunburst_v2: { columns: [SERIES], metric },
  world_map: { entity: 'country_code', country_fieldtype: 'cca3', metric },
};
const formDataFor = (plugin: ChartPlugin): FormData =>
  formDataOf(plugin.vizType, FORM_DATA[plugin.vizType] ?? { x_axis: TIME, metrics: [metric], groupby: [] });

/** One row's value for a result column: a time on the time column, text on others, `value` on metrics. */
const cellFor = (name: string, metrics: Set<string>, value: number | null) =>
  metrics.has(name)
    ? value
    : name === TIME
      ? Date.UTC(2000, 0, 1)
      : name === 'country_code'
        ? 'FRA'
        : 'Europe';

/** Results shaped as the server answers the plugin's own queries, each with `rows` rows. */
function results(plugin: ChartPlugin, rows: number, value: number | null): ChartDataResult[] {
  return plugin.buildQuery(formDataFor(plugin)).queries.map((query) => {
    const metrics = new Set((query.metrics ?? []).map(getMetricLabel));
    const colnames = [...new Set([...(query.columns ?? []).map(getColumnLabel), ...metrics])];
    const data = Array.from({ length: rows }, () =>
      Object.fromEntries(colnames.map((name) => [name, cellFor(name, metrics, value)])),
    );
    return { colnames, coltypes: colnames.map((n) => (metrics.has(n) ? 0 : n === TIME ? 2 : 1)), data };
  }) as ChartDataResult[];
}

/** transformProps then a server render of the chart's component (ECharts draws later, in effects). */
async function draw(plugin: ChartPlugin, queriesData: ChartDataResult[]): Promise<string> {
  const props = plugin.transformProps(
    transformInput(formDataFor(plugin), queriesData, { width: 400, height: 300 }),
  ) as object;
  const Chart = (await plugin.loadChart()).default as ComponentType<object>;
  return renderToStaticMarkup(createElement(Chart, props));
}

describe('chart types on empty and degenerate results', () => {
  const plugins = defaultChartPlugins();

  it('covers every chart type', () => {
    expect(plugins.length).toBeGreaterThan(10);
  });

  describe.each(plugins.map((p) => [p.vizType, p] as const))('%s', (_, plugin) => {
    it('zero rows: transformProps and the component run without an error', async () => {
      const html = await draw(plugin, results(plugin, 0, null));
      // The HTML charts say so themselves, as Superset's do; the others are replaced by the container's
      // "No results" state before they are drawn.
      if (plugin.vizType.startsWith('big_number')) expect(html).toContain('>No data<');
      if (plugin.vizType === 'table') {
        expect(html).toContain(`>${METRIC}</th>`);
        expect(html).toContain('>No records found</td>');
      }
      if (plugin.vizType.includes('timeseries') || plugin.vizType === 'echarts_area') {
        const props = plugin.transformProps(
          transformInput(formDataFor(plugin), results(plugin, 0, null)),
        ) as {
          echartOptions: { series: { data?: unknown[] }[] };
        };
        for (const series of props.echartOptions.series) expect(series.data ?? []).toEqual([]);
      }
    });

    it('zero rows with no columns at all: no error either', async () => {
      const bare = results(plugin, 0, null).map((r) => ({ ...r, colnames: [], coltypes: [], data: [] }));
      await expect(draw(plugin, bare)).resolves.toEqual(expect.any(String));
    });

    it('one row: draws it', async () => {
      const html = await draw(plugin, results(plugin, 1, 1234));
      expect(typeof html).toBe('string');
      if (['echarts_timeseries_line', 'echarts_timeseries_smooth', 'echarts_area'].includes(plugin.vizType)) {
        const props = plugin.transformProps(
          transformInput(formDataFor(plugin), results(plugin, 1, 1234)),
        ) as {
          echartOptions: { series: { showSymbol?: boolean }[] };
        };
        // A line through one point draws nothing: its marker shows instead.
        expect(props.echartOptions.series.map((s) => s.showSymbol)).toEqual([true]);
      }
    });

    it('all-null metrics: no error, and no NaN shown', async () => {
      const html = await draw(plugin, results(plugin, 3, null));
      expect(html).not.toContain('NaN');
      if (plugin.vizType === 'pie') {
        const props = plugin.transformProps(
          transformInput(formDataFor(plugin), results(plugin, 3, null)),
        ) as {
          echartOptions: { series: { stillShowZeroSum?: boolean }[] };
        };
        // Nothing to share out: no equal slices.
        expect(props.echartOptions.series[0]?.stillShowZeroSum).toBe(false);
      }
    });
  });
});
