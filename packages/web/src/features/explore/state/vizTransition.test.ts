import { createDefaultRegistry, type FormData } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import type { ExploreDataset } from '../../../api/explore';
import { getVizControls } from './controlState';
import { applyDatasetDefaults, mainTemporalColumn, switchVizType } from './vizTransition';

const registry = createDefaultRegistry();
const dataset: ExploreDataset = {
  id: 1,
  table_name: 'cleaned_sales_data',
  main_dttm_col: 'order_date',
  columns: [
    { column_name: 'order_date', is_dttm: true },
    { column_name: 'product_line', is_dttm: false },
  ],
  metrics: [],
};

describe('switchVizType', () => {
  it('keeps shared choices, maps metrics and drops what the new type lacks', () => {
    const table: FormData = {
      viz_type: 'table',
      datasource: '1__table',
      metrics: ['count', 'sum__sales'],
      groupby: ['product_line'],
      adhoc_filters: [],
      page_length: 25,
      row_limit: 500,
    };
    const pie = switchVizType(registry, table, 'pie');
    expect(pie).toMatchObject({
      viz_type: 'pie',
      metric: 'count',
      groupby: ['product_line'],
      row_limit: 500,
    });
    expect(pie.page_length).toBeUndefined();
    expect(pie.color_scheme).toBe('supersetColors');
    const back = switchVizType(registry, pie, 'table');
    expect(back.metrics).toEqual(['count']);
    const pivot = switchVizType(registry, table, 'pivot_table_v2');
    expect(pivot.groupbyRows).toEqual(['product_line']);
    const line = switchVizType(registry, table, 'echarts_timeseries_line');
    expect(line).toMatchObject({
      metrics: ['count', 'sum__sales'],
      rolling_type: null,
      datasource: '1__table',
    });
  });
});

describe('dataset defaults', () => {
  it('uses the time column for the x-axis and adds a "No filter" time filter to new charts', () => {
    expect(mainTemporalColumn(dataset)).toBe('order_date');
    expect(mainTemporalColumn({ ...dataset, main_dttm_col: null })).toBe('order_date');
    const bar = getVizControls(registry, 'echarts_timeseries_bar');
    const out = applyDatasetDefaults(
      bar,
      { viz_type: 'echarts_timeseries_bar', datasource: '1__table' },
      dataset,
      true,
    );
    expect(out.x_axis).toBe('order_date');
    expect(out.adhoc_filters).toEqual([
      {
        clause: 'WHERE',
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: 'No filter',
        expressionType: 'SIMPLE',
      },
    ]);
    const saved = applyDatasetDefaults(
      bar,
      { viz_type: 'echarts_timeseries_bar', datasource: '1__table', x_axis: 'product_line' },
      dataset,
      false,
    );
    expect(saved.x_axis).toBe('product_line');
    expect(saved.adhoc_filters).toBeUndefined();
  });
});
