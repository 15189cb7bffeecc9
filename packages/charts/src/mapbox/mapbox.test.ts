import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildMapboxQuery, COUNT_METRIC } from './buildQuery.js';
import { parseRgb, transformMapboxProps } from './transformProps.js';

/** A MapBox chart as Superset's control panel saves it (with its defaults). */
const formData: FormData = {
  viz_type: 'mapbox',
  datasource: '5__table',
  granularity_sqla: 'ds',
  time_range: 'No filter',
  all_columns_x: 'LON',
  all_columns_y: 'LAT',
  clustering_radius: '60',
  row_limit: 10000,
  adhoc_filters: [],
  groupby: [],
  point_radius: 'Auto',
  point_radius_unit: 'Pixels',
  mapbox_label: [],
  pandas_aggfunc: 'sum',
  render_while_dragging: true,
  mapbox_style: 'mapbox://styles/mapbox/light-v9',
  global_opacity: 1,
  mapbox_color: 'rgb(0, 139, 139)',
  viewport_longitude: -122.405293,
  viewport_latitude: 37.772123,
  viewport_zoom: 11,
};

describe('buildMapboxQuery', () => {
  it('lists the raw rows’ longitude and latitude, one point per row', () => {
    const context = buildMapboxQuery(formData);
    const query = context.queries[0]!;
    expect(query).toMatchObject({ columns: ['LAT', 'LON'], row_limit: 10000, granularity: 'ds' });
    // No metrics: a raw query, not one grouped by the coordinates.
    expect(query.metrics).toBeUndefined();
    const parsed = parseQueryContext(JSON.parse(JSON.stringify(context)));
    expect(parsed.queries[0]!.metrics ?? null).toBeNull();
  });

  it('adds the label and radius columns once each', () => {
    const q = buildMapboxQuery({ ...formData, mapbox_label: ['price'], point_radius: 'LON' }).queries[0]!;
    expect(q.columns).toEqual(['LAT', 'LON', 'price']);
  });

  it('groups by the group by with a row count when one is given', () => {
    const q = buildMapboxQuery({ ...formData, groupby: ['LON', 'LAT', 'city'], mapbox_label: ['count'] })
      .queries[0]!;
    expect(q.columns).toEqual(['LON', 'LAT', 'city']);
    expect(q.metrics).toEqual([COUNT_METRIC]);
  });
});

const result = {
  colnames: ['LAT', 'LON', 'price'],
  coltypes: [0, 0, 0],
  data: [
    { LAT: 37.77, LON: -122.41, price: 10 },
    { LAT: '37.80', LON: '-122.27', price: 'n/a' },
    { LAT: null, LON: -122.3, price: 1 },
    { LAT: 95, LON: 10, price: 1 },
  ],
};

describe('transformMapboxProps', () => {
  const props = transformMapboxProps(
    transformInput({ ...formData, mapbox_label: ['price'] }, [result], { width: 600, height: 400 }),
  );

  it('reads one point per row with coordinates, and their bounds', () => {
    expect(props.points).toEqual([
      { lon: -122.41, lat: 37.77, metric: 10, radius: null },
      { lon: -122.27, lat: 37.8, metric: 'n/a', radius: null },
    ]);
    expect(props.bounds).toEqual([
      [-122.41, 37.77],
      [-122.27, 37.8],
    ]);
    expect(props.hasCustomMetric).toBe(true);
  });

  it('reads the drawing settings and the saved viewport', () => {
    expect(props).toMatchObject({
      clusteringRadius: 60,
      pointRadius: 60,
      pointRadiusUnit: 'Pixels',
      globalOpacity: 1,
      rgb: [0, 139, 139],
      mapStyle: 'mapbox://styles/mapbox/light-v9',
      renderWhileDragging: true,
      aggregatorName: 'sum',
      viewport: { longitude: -122.405293, latitude: 37.772123, zoom: 11 },
    });
  });

  it('fits the points without a saved viewport, and has no bounds without points', () => {
    const { viewport_zoom: _z, ...rest } = formData;
    expect(transformMapboxProps(transformInput(rest, [result])).viewport).toBeUndefined();
    expect(transformMapboxProps(transformInput(formData, [{ ...result, data: [] }])).bounds).toBeUndefined();
  });

  it('accepts only rgb(r, g, b) colours, as Superset', () => {
    expect(parseRgb('rgb(220, 20, 60)')).toEqual([220, 20, 60]);
    expect(parseRgb('#ff0000')).toBeNull();
    expect(parseRgb('rgb(300, 0, 0)')).toBeNull();
    expect(
      transformMapboxProps(transformInput({ ...formData, mapbox_color: 'red' }, [result])).rgb,
    ).toBeNull();
  });
});
