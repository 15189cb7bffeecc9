import { describe, expect, it } from 'vitest';
import { createColorScale, getSchemeColors } from './colors.js';
import { buildCrossFilterDataMask, toggleSelection } from './crossFilter.js';
import { convertAdhocFilter, processAdhocFilters } from './filters.js';
import { extractQueryFields, normalizeOrderBy } from './buildQueryObject.js';
import { parseDatasourceKey } from './formData.js';
import { seriesGroupValues, sortSeries, splitSeriesName } from './series.js';

describe('adhoc filters', () => {
  it('convert simple filters, normalising operators and values', () => {
    expect(
      convertAdhocFilter({ expressionType: 'SIMPLE', subject: 'a', operator: 'in', comparator: 'x' }),
    ).toEqual({
      col: 'a',
      op: 'IN',
      val: ['x'],
    });
    expect(
      convertAdhocFilter({ expressionType: 'SIMPLE', subject: 'a', operator: 'IS NULL', comparator: 'x' }),
    ).toEqual({
      col: 'a',
      op: 'IS NULL',
    });
    expect(
      convertAdhocFilter({ expressionType: 'SIMPLE', subject: 'a', operator: 'LATEST PARTITION' }),
    ).toBeNull();
    expect(
      convertAdhocFilter({
        expressionType: 'SIMPLE',
        subject: 'a',
        operator: '==',
        comparator: [3],
        isExtra: true,
      }),
    ).toEqual({
      col: 'a',
      op: '==',
      val: 3,
      isExtra: true,
    });
  });

  it('split SQL filters into WHERE and HAVING text', () => {
    const out = processAdhocFilters([
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'a = 1 -- note' },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'b = 2' },
      { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(c) > 3' },
      { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'x', operator: '>', comparator: 1 },
    ]);
    expect(out.filters).toEqual([]);
    expect(out.extras).toEqual({ where: '(a = 1 -- note\n) AND (b = 2)', having: '(SUM(c) > 3)' });
  });
});

describe('query fields', () => {
  it('collect metrics, columns and order-by from their aliases, deduplicated', () => {
    const fields = extractQueryFields({
      metric: 'count',
      metrics: ['count', 'sum'],
      groupby: ['a'],
      series: 'b',
      columns: ['a'],
    });
    expect(fields.metrics).toEqual(['count', 'sum']);
    expect(fields.columns).toEqual(['a', 'b']);
    expect(extractQueryFields({ query_mode: 'aggregate', columns: ['x'], groupby: ['y'] }).columns).toEqual([
      'y',
    ]);
    expect(
      extractQueryFields({ query_mode: 'raw', all_columns: ['x'], groupby: ['y'], metrics: ['m'] }),
    ).toEqual({
      columns: ['x'],
      metrics: undefined,
      orderby: undefined,
    });
  });

  it('default the ordering to the sort metric or the first metric', () => {
    expect(normalizeOrderBy({ metrics: ['m'], order_desc: true }).orderby).toEqual([['m', false]]);
    expect(normalizeOrderBy({ metrics: ['m'], series_limit_metric: 's', order_desc: false }).orderby).toEqual(
      [['s', true]],
    );
    expect(normalizeOrderBy({ metrics: ['m'], orderby: [['x', true]] }).orderby).toEqual([['x', true]]);
    expect(normalizeOrderBy({ columns: ['a'] }).orderby).toBeUndefined();
  });

  it('parse datasource keys', () => {
    expect(parseDatasourceKey('21__table')).toEqual({ id: 21, type: 'table' });
    expect(parseDatasourceKey('abc__query')).toEqual({ id: 'abc', type: 'query' });
  });
});

describe('colours', () => {
  it('fall back to the default scheme and keep a colour per label', () => {
    expect(getSchemeColors('nope')).toEqual(getSchemeColors('supersetColors'));
    expect(getSchemeColors('SUPERSET_DEFAULT')).toEqual(getSchemeColors('supersetColors'));
    const color = createColorScale('d3Category10', { fixed: '#123456' });
    expect(color('a')).toBe('#1f77b4');
    expect(color('b')).toBe('#ff7f0e');
    expect(color('a')).toBe('#1f77b4');
    expect(color('fixed')).toBe('#123456');
  });
});

describe('cross-filters', () => {
  it('build a data mask per selected values, and clear it when empty', () => {
    expect(buildCrossFilterDataMask(['gender'], [['boy'], ['girl']])).toEqual({
      extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy', 'girl'] }] },
      filterState: { value: [['boy'], ['girl']], selectedValues: [['boy'], ['girl']], label: 'boy, girl' },
    });
    expect(buildCrossFilterDataMask(['a'], [[null]]).extraFormData?.filters).toEqual([
      { col: 'a', op: 'IS NULL' },
    ]);
    expect(buildCrossFilterDataMask(['a'], []).extraFormData?.filters).toEqual([]);
    expect(toggleSelection([['a']], ['a'])).toEqual([]);
    expect(toggleSelection([['a']], ['b'])).toEqual([['a'], ['b']]);
  });
});

describe('series', () => {
  it('split flattened names and sort series', () => {
    expect(splitSeriesName('SUM(x), a\\, b, c')).toEqual(['SUM(x)', 'a, b', 'c']);
    expect(seriesGroupValues('SUM(x), boy', 1)).toEqual(['boy']);
    const series = [
      { name: 'b', values: [1, 2] },
      { name: 'a', values: [5, null] },
    ];
    expect(sortSeries(series, 'sum', false).map((s) => s.name)).toEqual(['a', 'b']);
    expect(sortSeries(series, 'name', true).map((s) => s.name)).toEqual(['a', 'b']);
    expect(sortSeries(series, 'min', true).map((s) => s.name)).toEqual(['b', 'a']);
  });
});
