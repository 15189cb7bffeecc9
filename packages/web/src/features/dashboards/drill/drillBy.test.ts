import type { FormData } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbText,
  currentDimensions,
  drillByColumns,
  drillByField,
  drillByFormData,
  fieldDimensions,
} from './drillBy';
import { clicked, motorcycles, small } from './test-support/filters';

const pie: FormData = {
  viz_type: 'pie',
  datasource: '3__table',
  groupby: ['product_line'],
  metric: 'count',
  extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['France'] }], time_range: 'Last year' },
};

describe('drill by', () => {
  it("replaces a sunburst's hierarchy (columns) and a world map's country column (entity)", () => {
    const sunburst: FormData = {
      viz_type: 'sunburst_v2',
      datasource: '3__table',
      columns: ['country', 'product_line'],
      metric: 'count',
    };
    expect(drillByField(sunburst, [motorcycles])).toBe('columns');
    expect(currentDimensions(sunburst)).toEqual(['country', 'product_line']);
    expect(fieldDimensions(sunburst, 'columns')).toEqual(['country', 'product_line']);
    expect(drillByFormData(sunburst, 'columns', 'deal_size', [motorcycles]).columns).toEqual(['deal_size']);

    const worldMap: FormData = {
      viz_type: 'world_map',
      datasource: '3__table',
      entity: 'country',
      metric: 'count',
    };
    const france = clicked('country', 'France');
    expect(drillByField(worldMap, [france])).toBe('entity');
    expect(currentDimensions(worldMap)).toEqual(['country']);
    const next = drillByFormData(worldMap, 'entity', 'city', [france]);
    expect(next.entity).toBe('city');
    expect(next.groupby).toBeUndefined();
  });

  it('regroups a pie by the chosen column, keeping the dashboard filters and adding the clicked one', () => {
    expect(drillByField(pie, [motorcycles])).toBe('groupby');
    const next = drillByFormData(pie, 'groupby', 'deal_size', [motorcycles]);
    expect(next.groupby).toEqual(['deal_size']);
    expect(next.extra_form_data).toEqual({
      filters: [
        { col: 'country', op: 'IN', val: ['France'] },
        { col: 'product_line', op: '==', val: 'Motorcycles' },
      ],
      time_range: 'Last year',
    });
    expect(pie.groupby).toEqual(['product_line']);
  });

  it('replaces a categorical x-axis when the clicked point carries its value, else the series', () => {
    const bar: FormData = {
      viz_type: 'echarts_timeseries_bar',
      datasource: '3__table',
      x_axis: 'product_line',
      groupby: ['deal_size'],
    };
    expect(drillByField(bar, [motorcycles, small])).toBe('x_axis');
    expect(drillByField(bar, [small])).toBe('groupby');
    expect(drillByFormData(bar, 'x_axis', 'country', [motorcycles]).x_axis).toBe('country');
    expect(fieldDimensions(bar, 'x_axis')).toEqual(['product_line']);
    expect(currentDimensions(bar)).toEqual(['deal_size', 'product_line']);
  });

  it('is not available off a data point or on raw tables', () => {
    expect(drillByField(pie, [])).toBeNull();
    expect(
      drillByField({ viz_type: 'table', datasource: '1__table', query_mode: 'raw' }, [motorcycles]),
    ).toBeNull();
  });

  it('lists groupable columns not shown yet, searched by name or verbose name', () => {
    const columns = [
      { column_name: 'product_line' },
      { column_name: 'deal_size', verbose_name: 'Deal Size' },
      { column_name: 'country' },
      { column_name: 'price_each', groupby: false },
    ];
    expect(drillByColumns(columns, ['product_line'], '').map((c) => c.column_name)).toEqual([
      'deal_size',
      'country',
    ]);
    expect(drillByColumns(columns, [], 'deal s').map((c) => c.column_name)).toEqual(['deal_size']);
    expect(drillByColumns(columns, [], 'COUN').map((c) => c.column_name)).toEqual(['country']);
  });

  it('writes breadcrumbs as Superset does', () => {
    expect(breadcrumbText({ groupby: ['product_line'], filters: [motorcycles] })).toBe(
      'product_line (Motorcycles)',
    );
    expect(breadcrumbText({ groupby: ['deal_size'], filters: [] })).toBe('deal_size');
  });
});
