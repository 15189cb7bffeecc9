import { describe, expect, it } from 'vitest';
import { createDefaultRegistry, defaultChartPlugins } from './plugins.js';

describe('createDefaultRegistry', () => {
  it('registers every built-in chart type in picker order, in a new instance each time', () => {
    const registry = createDefaultRegistry();
    expect(registry.keys()).toEqual([
      'table',
      'ag-grid-table',
      'big_number',
      'big_number_total',
      'pie',
      'echarts_timeseries',
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_timeseries_scatter',
      'echarts_timeseries_smooth',
      'echarts_area',
      'echarts_timeseries_step',
      'pivot_table_v2',
      'horizon',
      'heatmap_v2',
      'heatmap',
      'treemap_v2',
      'sunburst_v2',
      'world_map',
      'funnel',
      'gauge_chart',
      'radar',
      'waterfall',
      'box_plot',
      'histogram_v2',
      'bubble_v2',
      'cal_heatmap',
      'word_cloud',
      'handlebars',
      'country_map',
      'mapbox',
      'mixed_timeseries',
      'pop_kpi',
      'rose',
      'graph_chart',
      'sankey_v2',
      'tree_chart',
      'gantt_chart',
    ]);
    expect(createDefaultRegistry()).not.toBe(registry);
    for (const plugin of defaultChartPlugins()) {
      expect(plugin.metadata.name).toBeTruthy();
      expect(typeof plugin.loadChart).toBe('function');
    }
  });
});
