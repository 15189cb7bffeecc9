/// <reference types="node" />
/**
 * Every Superset reference chart (shared corpus) of a type this package draws goes through its
 * plugin's buildQuery and yields a QueryContext the chart-data schema accepts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetricLabel, parseQueryContext, type QueryContext, type QueryMetric } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createDefaultRegistry } from './plugins.js';
import type { FormData } from './sdk/plugin.js';
import { baseAxisColumn } from './test-support/chartInput.js';

const CHARTS_DIR = fileURLToPath(
  new URL('../../../../shared/corpus/superset/bundle/charts', import.meta.url),
);

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : name.endsWith('.yaml') ? [path] : [];
  });

interface CorpusChart {
  file: string;
  vizType: string;
  formData: FormData;
}

const corpus: CorpusChart[] = existsSync(CHARTS_DIR)
  ? walk(CHARTS_DIR).map((file) => {
      const doc = parse(readFileSync(file, 'utf8')) as { viz_type: string; params: Record<string, unknown> };
      return {
        file: file.slice(CHARTS_DIR.length + 1),
        vizType: doc.viz_type,
        formData: { ...doc.params, viz_type: doc.viz_type, datasource: String(doc.params.datasource) },
      };
    })
  : [];

const registry = createDefaultRegistry();
const ours = corpus.filter((c) => registry.has(c.vizType));
const missing = corpus.length === 0;
if (missing && process.env.CI === 'true') throw new Error(`Superset corpus not found at ${CHARTS_DIR}`);

describe.skipIf(missing)(`Superset corpus charts (${CHARTS_DIR})`, () => {
  it('covers the chart types drawn here', () => {
    expect(new Set(ours.map((c) => c.vizType))).toEqual(
      new Set([
        'table',
        'pie',
        'big_number',
        'echarts_timeseries_bar',
        'echarts_area',
        'heatmap_v2',
        'heatmap',
        'horizon',
        'treemap_v2',
        'sunburst_v2',
        'world_map',
      ]),
    );
    // Every chart of the bundle has a plugin.
    expect(ours.length).toBe(corpus.length);
  });

  it.each(ours.map((c) => [c.file, c] as const))('%s builds a valid query context', (_file, chart) => {
    const context = registry.get(chart.vizType)!.buildQuery(chart.formData) as QueryContext;
    const parsed = parseQueryContext(JSON.parse(JSON.stringify(context)));
    expect(parsed.queries.length).toBeGreaterThan(0);
    const query = parsed.queries[0]!;
    // Every chart asks for something: columns or metrics.
    expect((query.columns ?? []).length + (query.metrics ?? []).length).toBeGreaterThan(0);
    // The metrics the form data names are all queried.
    const wanted = [
      ...[chart.formData.metrics ?? []].flat(),
      ...(chart.formData.metric ? [chart.formData.metric] : []),
    ];
    if (chart.formData.query_mode !== 'raw') {
      const labels = (query.metrics ?? []).map(getMetricLabel);
      for (const m of wanted) expect(labels).toContain(getMetricLabel(m as QueryMetric));
    }
  });

  it('turns the Sales dashboard bar chart into a pivot on the quarter with status series', () => {
    const chart = ours.find((c) => c.file.endsWith('Quarterly_Sales.yaml'))!;
    const q = (registry.get(chart.vizType)!.buildQuery(chart.formData) as QueryContext).queries[0]!;
    expect(q.columns?.[0]).toMatchObject({
      sqlExpression: 'order_date',
      columnType: 'BASE_AXIS',
      timeGrain: 'P3M',
    });
    expect(q.columns?.[1]).toBe('status');
    expect(q.filters).toEqual([{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }]);
    expect(q.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'rename', 'flatten']);
  });

  it('orders the raw Games table by global sales and keeps its columns', () => {
    const chart = ours.find((c) => c.file.endsWith('Games.yaml'))!;
    const q = (registry.get('table')!.buildQuery(chart.formData) as QueryContext).queries[0]!;
    expect(q.metrics).toBeUndefined();
    expect(q.columns).toEqual(['name', 'global_sales', 'platform', 'genre', 'publisher', 'year']);
    expect(q.orderby).toEqual([['global_sales', false]]);
  });

  it('gives the top-10 games bar chart a contribution step and a rank filter', () => {
    const chart = ours.find((c) => c.file.includes('Top_10_Games'))!;
    const q = (registry.get(chart.vizType)!.buildQuery(chart.formData) as QueryContext).queries[0]!;
    expect(q.filters).toEqual([{ col: 'rank', op: '<=', val: '10' }]);
    expect(q.columns?.[0]).toMatchObject({ sqlExpression: 'name', columnType: 'BASE_AXIS' });
    expect(q.columns).toHaveLength(1);
    expect(q.post_processing?.map((s) => s?.operation)).toContain('contribution');
  });

  it('reads the older distribution-bar shape as x-axis = first dimension', () => {
    const chart = ours.find((c) => c.file.includes('Total_Sales_per_Market'))!;
    const q = (registry.get(chart.vizType)!.buildQuery(chart.formData) as QueryContext).queries[0]!;
    expect(q.columns).toEqual([baseAxisColumn('genre')]);
    expect(q.metrics).toHaveLength(4);
    expect(q.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'flatten']);
  });
});
