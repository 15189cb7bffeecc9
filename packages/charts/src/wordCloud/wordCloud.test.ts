import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildWordCloudQuery } from './buildQuery.js';
import { rotator, seededRandom } from './layout.js';
import { transformWordCloudProps } from './transformProps.js';

/** As Superset's word cloud panel saves it. */
const formData: FormData = {
  viz_type: 'word_cloud',
  datasource: '5__table',
  series: 'product_line',
  metric: 'count',
  adhoc_filters: [],
  row_limit: 100,
  sort_by_metric: true,
  size_from: 10,
  size_to: 70,
  rotation: 'square',
  color_scheme: 'supersetColors',
};

const rows = [
  { product_line: 'Ships', count: 25 },
  { product_line: 'Classic Cars', count: 100 },
  { product_line: null, count: 50 },
];
const props = (fd: FormData, data: Record<string, unknown>[] = rows) =>
  transformWordCloudProps(
    transformInput(fd, [{ colnames: ['product_line', 'count'], coltypes: [1, 0], data }], {
      width: 600,
      height: 400,
    }),
  );

describe('buildWordCloudQuery', () => {
  it('queries the metric by the series, largest first when sorting by metric', () => {
    const context = buildWordCloudQuery(formData);
    expect(context.queries[0]).toMatchObject({
      columns: ['product_line'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 100,
    });
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(context)))).not.toThrow();
    expect(buildWordCloudQuery({ ...formData, sort_by_metric: false }).queries[0]!.orderby).toBeUndefined();
    // No row limit: no order (Superset's), and older charts' series lists still query one column.
    expect(buildWordCloudQuery({ ...formData, row_limit: 0 }).queries[0]!.orderby).toBeUndefined();
    expect(buildWordCloudQuery({ ...formData, series: ['product_line'] }).queries[0]!.columns).toEqual([
      'product_line',
    ]);
  });
});

describe('transformWordCloudProps', () => {
  it('sizes words from zero to the largest value onto size_from..size_to, largest first', () => {
    const p = props(formData);
    expect(p.words.map((w) => [w.text, w.size, w.value])).toEqual([
      ['Classic Cars', 70, 100],
      ['<NULL>', 40, 50],
      ['Ships', 25, 25],
    ]);
    expect(new Set(p.words.map((w) => w.color)).size).toBe(3);
    expect(p.rotation).toBe('square');
    expect(p.groupby).toEqual(['product_line']);
    expect(p.labelMap).toEqual({ Ships: ['Ships'], 'Classic Cars': ['Classic Cars'], '<NULL>': [null] });
  });

  it('copes with no rows, zeros, nulls, duplicates and 10,000 words', () => {
    expect(props(formData, []).words).toEqual([]);
    const odd = props(formData, [
      { product_line: 'a', count: 0 },
      { product_line: 'b', count: null },
      { product_line: 'a', count: 3 },
    ]);
    expect(odd.words.map((w) => [w.text, w.size])).toEqual([
      ['a', 10],
      ['b', 10],
    ]);
    const many = Array.from({ length: 10_000 }, (_, i) => ({ product_line: `w${i}`, count: i }));
    expect(props(formData, many).words).toHaveLength(10_000);
    expect(props({ ...formData, rotation: 'sideways' }).rotation).toBe('square');
  });
});

describe('rotations', () => {
  it('are Superset’s: flat 0, square 0/90, random multiples of 30 in -90..60, the same each run', () => {
    const take = (r: () => number) => Array.from({ length: 200 }, r);
    expect(new Set(take(rotator('flat', seededRandom())))).toEqual(new Set([0]));
    expect(new Set(take(rotator('square', seededRandom())))).toEqual(new Set([0, 90]));
    const random = take(rotator('random', seededRandom()));
    expect(new Set(random)).toEqual(new Set([-90, -60, -30, 0, 30, 60]));
    expect(take(rotator('random', seededRandom()))).toEqual(random);
  });
});
