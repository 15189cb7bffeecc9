import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { getControlDefaults, resolveControls } from '../sdk/controls.js';
import type { FormData } from '../sdk/plugin.js';
import { sharedControls } from '../sdk/sharedControls.js';
import { worldMapControlPanel } from './controlPanel.js';
import { buildWorldMapQuery } from './buildQuery.js';
import { getWorldGeometry } from './geometry.js';
import { bubbleRadii, buildWorldMapOption, FADED_OPACITY, fitMapBox, NO_DATA_COLOR } from './option.js';
import { rgbToHex, transformWorldMapProps } from './transformProps.js';
import { transformInput } from '../test-support/chartInput.js';

const secondary = {
  aggregate: 'COUNT',
  column: { column_name: 'country_name', type: 'TEXT' },
  expressionType: 'SIMPLE',
  hasCustomLabel: false,
  label: 'COUNT(Country_Name)',
};
/** The corpus chart "Vaccine Candidates per Country" (COVID Vaccines). */
const formData: FormData = {
  viz_type: 'world_map',
  datasource: '14__table',
  adhoc_filters: [],
  color_picker: { a: 1, b: 135, g: 122, r: 0 },
  country_fieldtype: 'name',
  entity: 'country_name',
  linear_color_scheme: 'schemeYlOrBr',
  max_bubble_size: '25',
  metric: 'count',
  row_limit: 10000,
  secondary_metric: secondary,
  show_bubbles: true,
  time_range: 'No filter',
  url_params: {},
};

describe('buildWorldMapQuery', () => {
  it('groups by the country column with both metrics', () => {
    const context = buildWorldMapQuery(formData);
    expect(context.datasource).toEqual({ id: 14, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['country_name'],
      metrics: ['count', secondary],
      row_limit: 10000,
      time_range: 'No filter',
    });
    expect(context.queries[0]!.orderby).toBeUndefined();
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('asks for a metric once when it also sizes the bubbles, and sorts by it on request', () => {
    const q = buildWorldMapQuery({ ...formData, secondary_metric: 'count', sort_by_metric: true })
      .queries[0]!;
    expect(q.metrics).toEqual(['count']);
    expect(q.orderby).toEqual([['count', false]]);
  });
});

const result = {
  colnames: ['country_name', 'count', 'COUNT(Country_Name)'],
  coltypes: [1, 0, 0],
  data: [
    { country_name: 'United States', count: 63, 'COUNT(Country_Name)': 100 },
    { country_name: 'Russia', count: 12, 'COUNT(Country_Name)': 25 },
    { country_name: 'South Korea', count: 4, 'COUNT(Country_Name)': 1 },
    { country_name: 'Atlantis', count: 90, 'COUNT(Country_Name)': 400 },
  ],
};
const world = getWorldGeometry();
const props = transformWorldMapProps(transformInput(formData, [result], { width: 800, height: 400 }));

describe('transformWorldMapProps', () => {
  it('reads rows, settings and the bubble colour', () => {
    expect(props.rows[0]).toEqual({ value: 'United States', m1: 63, m2: 100 });
    expect(props.countryFieldtype).toBe('name');
    expect(props.maxBubbleSize).toBe(25);
    expect(props.showBubbles).toBe(true);
    expect(props.bubbleColor).toBe('#007a87');
    expect(props.colorBy).toBe('metric');
    expect(props.format(1234.5)).toBe('1.23k');
  });

  it('sizes bubbles by the colour metric when there is no bubble metric', () => {
    const p = transformWorldMapProps(transformInput({ ...formData, secondary_metric: null }, [result]));
    expect(p.rows[1]).toEqual({ value: 'Russia', m1: 12, m2: 12 });
  });

  it('turns the colour picker value into hex', () => {
    expect(rgbToHex({ r: 255, g: 0, b: 16, a: 1 })).toBe('#ff0010');
    expect(rgbToHex(undefined)).toBe('#007a87');
  });
});

type Region = { name: string; itemStyle: { areaColor: string; opacity?: number } };
type Geo = { regions: Region[]; itemStyle: { areaColor: string; opacity?: number } };
type Scatter = { data: { name: string; value: [number, number]; symbolSize: number }[] };

describe('buildWorldMapOption', () => {
  const { option, labelMap, matched } = buildWorldMapOption(props, world, null);
  const geo = option.geo as Geo;
  const color = (name: string) => geo.regions.find((r) => r.name === name)?.itemStyle.areaColor;

  it('fills matched countries on the linear scheme and leaves the rest grey', () => {
    expect(matched.map((m) => m.shape.key)).toEqual(['840', '643', '410']);
    // schemeYlOrBr: the largest value gets the darkest stop, the smallest the lightest.
    expect(color('United States of America')).toBe('#662506');
    expect(color('South Korea')).toBe('#ffffe5');
    expect(color('Russia')).not.toBe(NO_DATA_COLOR);
    expect(geo.regions).toHaveLength(3);
    expect(geo.itemStyle.areaColor).toBe(NO_DATA_COLOR);
    expect(labelMap).toEqual({
      'United States of America': ['United States'],
      Russia: ['Russia'],
      'South Korea': ['South Korea'],
    });
  });

  it('colours by country on the categorical scheme with color_by=country', () => {
    const byCountry = buildWorldMapOption(
      { ...props, colorBy: 'country', colorScheme: 'd3Category10' },
      world,
      null,
    );
    const regions = (byCountry.option.geo as Geo).regions;
    expect(regions.map((r) => r.itemStyle.areaColor)).toEqual(['#1f77b4', '#ff7f0e', '#2ca02c']);
  });

  it('puts bubbles at the centroids, sized by the square root of the bubble metric', () => {
    const scatter = (option.series as Scatter[])[0]!;
    // Largest first; radius sqrt-scaled onto [1, 25] (diameter = 2 × radius).
    expect(scatter.data.map((d) => [d.name, d.symbolSize])).toEqual([
      ['United States of America', 50],
      ['Russia', 2 * (1 + (4 / 9) * 24)],
      ['South Korea', 2],
    ]);
    const us = world.shapes.find((s) => s.key === '840')!;
    expect(scatter.data[0]!.value).toEqual(us.centroid);
    expect(buildWorldMapOption({ ...props, showBubbles: false }, world, null).option.series).toEqual([]);
  });

  it('shows the country and its formatted metric in the tooltip', () => {
    const tooltip = option.tooltip as { formatter: (p: { componentType: string; name: string }) => string };
    expect(tooltip.formatter({ componentType: 'geo', name: 'Russia' })).toBe('<strong>Russia</strong><br>12');
    expect(tooltip.formatter({ componentType: 'series', name: 'Russia' })).toBe(
      '<strong>Russia</strong><br>25',
    );
    expect(tooltip.formatter({ componentType: 'geo', name: 'France' })).toBe('<strong>France</strong>');
    expect((option.geo as { tooltip: unknown }).tooltip).toEqual({
      show: true,
      formatter: tooltip.formatter,
    });
  });

  it('fades countries outside the cross-filter selection', () => {
    const selectedOption = buildWorldMapOption(props, world, [['Russia']]).option.geo as Geo;
    expect(selectedOption.itemStyle.opacity).toBe(FADED_OPACITY);
    expect(selectedOption.regions.map((r) => [r.name, r.itemStyle.opacity])).toEqual([
      ['United States of America', FADED_OPACITY],
      ['Russia', 1],
      ['South Korea', FADED_OPACITY],
    ]);
  });

  it('matches codes by the field type and ignores values of another type', () => {
    const rows = [
      { value: 'GER', m1: 1, m2: null },
      { value: 'NED', m1: 2, m2: null },
      { value: 'DE', m1: 3, m2: null },
    ];
    const cioc = buildWorldMapOption({ ...props, rows, countryFieldtype: 'cioc' }, world, null);
    expect(cioc.matched.map((m) => m.shape.name)).toEqual(['Germany', 'Netherlands']);
    const cca2 = buildWorldMapOption({ ...props, rows, countryFieldtype: 'cca2' }, world, null);
    expect(cca2.matched.map((m) => m.shape.name)).toEqual(['Germany']);
    // No bubble metric values: no bubbles.
    expect((cca2.option.series as Scatter[])[0]!.data).toEqual([]);
  });
});

describe('bubbleRadii', () => {
  it('scales square roots onto [1, max] and skips missing or negative values', () => {
    expect(bubbleRadii([0, 25, 100, null, -4, Number.NaN], 11)).toEqual([1, 6, 11, null, null, null]);
    expect(bubbleRadii([7, 7], 25)).toEqual([13, 13]);
  });
});

describe('fitMapBox', () => {
  const bounds = [
    [-180, -60],
    [180, 84],
  ] as const;
  it('keeps the map proportions in a wide or a tall chart, centred', () => {
    const wide = fitMapBox(1000, 300, bounds);
    expect(wide.height).toBe(284);
    expect(wide.width / wide.height).toBeCloseTo((360 / 144) * 0.75);
    expect(wide.left).toBeCloseTo((1000 - wide.width) / 2);
    const tall = fitMapBox(400, 800, bounds);
    expect(tall.width).toBe(384);
    expect(tall.top).toBeCloseTo((800 - tall.height) / 2);
  });
});

describe('worldMapControlPanel', () => {
  const controls = resolveControls(worldMapControlPanel, sharedControls);
  const byName = new Map(controls.map((c) => [c.name, c.config]));

  it("has Superset's controls, labels and defaults", () => {
    expect(controls.map((c) => c.name)).toEqual([
      'granularity_sqla',
      'time_range',
      'entity',
      'country_fieldtype',
      'metric',
      'adhoc_filters',
      'row_limit',
      'sort_by_metric',
      'show_bubbles',
      'secondary_metric',
      'max_bubble_size',
      'color_picker',
      'color_by',
      'linear_color_scheme',
      'color_scheme',
      'y_axis_format',
      'currency_format',
    ]);
    expect(getControlDefaults(controls)).toMatchObject({
      country_fieldtype: 'cca2',
      show_bubbles: false,
      max_bubble_size: '25',
      color_picker: { r: 0, g: 122, b: 135, a: 1 },
      color_by: 'metric',
    });
    expect(byName.get('entity')!.label).toBe('Country Column');
    expect(byName.get('secondary_metric')!.label).toBe('Bubble Size');
    expect(byName.get('color_picker')!.label).toBe('Bubble Color');
  });

  it('shows the linear scheme when colouring by metric, the categorical one by country', () => {
    const state = (color_by: string) => ({ form_data: { ...formData, color_by } });
    expect(byName.get('linear_color_scheme')!.visibility!(state('metric'))).toBe(true);
    expect(byName.get('color_scheme')!.visibility!(state('metric'))).toBe(false);
    expect(byName.get('linear_color_scheme')!.visibility!(state('country'))).toBe(false);
    expect(byName.get('color_scheme')!.visibility!(state('country'))).toBe(true);
  });
});
