import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildCountryMapQuery } from './buildQuery.js';
import { countryLabel, COUNTRY_CHOICES, resolveCountryKey } from './countries.js';
import { parseCountryShapes } from './geometry.js';
import { buildCountryMapOption, FADED_OPACITY, fitCountryBox, NO_DATA_COLOR } from './option.js';
import { COUNTRY_SHAPES } from './shapeIndex.js';
import { transformCountryMapProps } from './transformProps.js';

/** Superset's example "Birth in France by department in 2016", as its control panel saves it. */
const formData: FormData = {
  viz_type: 'country_map',
  datasource: '7__table',
  select_country: 'france',
  entity: 'DEPT_ID',
  metric: {
    expressionType: 'SIMPLE',
    aggregate: 'AVG',
    column: { column_name: '2004', type: 'BIGINT' },
    hasCustomLabel: false,
    label: 'AVG(2004)',
  },
  adhoc_filters: [],
  row_limit: 500000,
  number_format: '.3s',
  linear_color_scheme: 'schemeBlues',
  granularity_sqla: 'dttm',
  time_range: 'No filter',
};

describe('buildCountryMapQuery', () => {
  it('groups the metric by the column of ISO codes', () => {
    const context = buildCountryMapQuery(formData);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['DEPT_ID'],
      metrics: [formData.metric],
      row_limit: 500000,
      time_range: 'No filter',
      granularity: 'dttm',
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
  });

  it('asks for no column before one is chosen', () => {
    expect(buildCountryMapQuery({ ...formData, entity: null }).queries[0]!.columns).toEqual([]);
  });
});

const result = {
  colnames: ['DEPT_ID', 'AVG(2004)'],
  coltypes: [1, 0],
  data: [
    { DEPT_ID: 'FR-75', 'AVG(2004)': 31000 },
    { DEPT_ID: 'fr-13 ', 'AVG(2004)': 24000 },
    { DEPT_ID: 'FR-2A', 'AVG(2004)': 1000 },
    { DEPT_ID: 'FR-XX', 'AVG(2004)': 5 },
    { DEPT_ID: null, 'AVG(2004)': 9 },
  ],
};
const props = transformCountryMapProps(transformInput(formData, [result], { width: 600, height: 500 }));

describe('transformCountryMapProps', () => {
  it('reads the rows by ISO code, the country and the number format', () => {
    expect(props.country).toBe('france');
    expect(props.rows[0]).toEqual({ value: 'FR-75', iso: 'FR-75', metric: 31000 });
    expect(props.rows[1]).toEqual({ value: 'fr-13 ', iso: 'FR-13', metric: 24000 });
    expect(props.rows[4]!.iso).toBe('');
    expect(props.format(31000)).toBe('31.0k');
  });

  it('knows the maps of Superset\u2019s list and its older keys', () => {
    expect(resolveCountryKey('srilanka')).toBe('sri_lanka');
    expect(resolveCountryKey('atlantis')).toBeUndefined();
    expect(
      transformCountryMapProps(transformInput({ ...formData, select_country: 'atlantis' }, [result])).country,
    ).toBeUndefined();
    expect(countryLabel('usa')).toBe('USA');
    expect(countryLabel('france_regions')).toBe('France (regions)');
    expect(countryLabel('papua_new_guinea')).toBe('Papua New Guinea');
  });
});

describe('the shapes', () => {
  it('has a lazy shape file for every choice', () => {
    expect(Object.keys(COUNTRY_SHAPES).sort()).toEqual(COUNTRY_CHOICES.map(([k]) => k).sort());
  });

  it('names US states by their ISO 3166-2 code, drawn in one piece across the antimeridian', async () => {
    const usa = parseCountryShapes((await COUNTRY_SHAPES.usa!()).default);
    expect(usa.names.get('US-CA')).toBe('California');
    expect(usa.names.size).toBe(51);
    const [[west], [east]] = usa.bounds;
    // Alaska's Aleutians (past 180°) and Maine: less than half the globe, not the whole width.
    expect(east - west).toBeLessThan(150);
    const russia = parseCountryShapes((await COUNTRY_SHAPES.russia!()).default);
    expect(russia.bounds[1][0] - russia.bounds[0][0]).toBeLessThan(180);
  });

  it('merges departments into regions for France (regions)', async () => {
    const regions = parseCountryShapes((await COUNTRY_SHAPES.france_regions!()).default);
    expect(regions.names.get('FR-IDF')).toBe('Île-de-France');
    expect(regions.names.has('FR-75')).toBe(false);
  });
});

type MapSeries = { data: { name: string; value: number; itemStyle?: { opacity: number } }[] } & Record<
  string,
  unknown
>;

describe('buildCountryMapOption', async () => {
  const france = parseCountryShapes((await COUNTRY_SHAPES.france!()).default);
  const { option, labelMap, matched } = buildCountryMapOption(props, 'country_map:france', france, null);
  const series = (option.series as MapSeries[])[0]!;

  it('fills departments with data on the linear scheme, with a legend from min to max', () => {
    expect(matched.map((r) => r.iso)).toEqual(['FR-75', 'FR-13', 'FR-2A']);
    expect(series.data).toEqual([
      { name: 'FR-75', value: 31000 },
      { name: 'FR-13', value: 24000 },
      { name: 'FR-2A', value: 1000 },
    ]);
    expect(series.nameProperty).toBe('iso');
    expect(series.aspectScale).toBe(1);
    expect((series.itemStyle as { areaColor: string }).areaColor).toBe(NO_DATA_COLOR);
    expect(option.visualMap).toMatchObject({
      min: 1000,
      max: 31000,
      text: ['31.0k', '1.00k'],
      inRange: { color: ['#f7fbff', '#c6dbef', '#6baed6', '#2171b5', '#08306b'] },
    });
    expect(labelMap).toEqual({ 'FR-75': ['FR-75'], 'FR-13': ['fr-13 '], 'FR-2A': ['FR-2A'] });
  });

  it('names the department and its formatted value in the tooltip, escaped', () => {
    const formatter = (option.tooltip as { formatter: (p: { name: string }) => string }).formatter;
    expect(formatter({ name: 'FR-75' })).toBe('<strong>Paris</strong><br>31.0k');
    expect(formatter({ name: 'FR-01' })).toBe('<strong>Ain</strong>');
    expect(formatter({ name: '<b>' })).toBe('<strong>&lt;b&gt;</strong>');
  });

  it('fades what a cross-filter leaves out', () => {
    const s = (buildCountryMapOption(props, 'm', france, [['FR-75']]).option.series as MapSeries[])[0]!;
    expect(s.data.map((d) => d.itemStyle?.opacity)).toEqual([1, FADED_OPACITY, FADED_OPACITY]);
  });

  it('keeps the map in proportion above the legend', () => {
    const box = fitCountryBox(600, 500, france.bounds);
    expect(box.width / box.height).toBeCloseTo(
      (france.bounds[1][0] - france.bounds[0][0]) / (france.bounds[1][1] - france.bounds[0][1]),
    );
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top + box.height).toBeLessThanOrEqual(500 - 36);
  });
});
