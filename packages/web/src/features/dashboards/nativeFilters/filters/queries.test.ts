import type { NativeFilter } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  boundsFromResult,
  optionsFromResult,
  parentsExtraFormData,
  rangeBoundsQuery,
  selectOptionsQuery,
} from './queries';

const filter = (extra: Partial<NativeFilter> = {}): NativeFilter =>
  ({
    id: 'NATIVE_FILTER-a',
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: 'Product line',
    description: '',
    targets: [{ datasetId: 7, column: { name: 'product_line' } }],
    controlValues: {},
    defaultDataMask: {},
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
    ...extra,
  }) as NativeFilter;

describe('selectOptionsQuery', () => {
  it('groups the target column, ascending, 1000 rows, on the target dataset', () => {
    const q = selectOptionsQuery(filter(), {})!;
    expect(q.datasource).toEqual({ id: 7, type: 'table' });
    const query = q.queries[0]!;
    expect(query.columns).toEqual(['product_line']);
    expect(query.metrics).toEqual([expect.objectContaining({ sqlExpression: 'COUNT(*)' })]);
    expect(query.orderby).toEqual([['product_line', true]]);
    expect(query.row_limit).toBe(1000);
    expect(query.time_range).toBe('No filter');
  });

  it('sorts descending, or by the sort metric', () => {
    expect(
      selectOptionsQuery(filter({ controlValues: { sortAscending: false } }), {})!.queries[0]!.orderby,
    ).toEqual([['product_line', false]]);
    const byMetric = selectOptionsQuery(
      filter({ sortMetric: 'count', controlValues: { sortAscending: false } }),
      {},
    )!.queries[0]!;
    expect(byMetric.metrics).toEqual(['count']);
    expect(byMetric.orderby).toEqual([['count', false]]);
  });

  it('narrows by the cascade parents, the pre-filters and the search text', () => {
    const q = selectOptionsQuery(
      filter({
        adhoc_filters: [
          {
            expressionType: 'SIMPLE',
            clause: 'WHERE',
            subject: 'deal_size',
            operator: '==',
            comparator: 'Large',
          },
        ],
        time_range: 'Last year',
      }),
      { filters: [{ col: 'country', op: 'IN', val: ['USA'] }] },
      'cla',
    )!.queries[0]!;
    expect(q.filters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ col: 'country', op: 'IN', val: ['USA'] }),
        expect.objectContaining({ col: 'deal_size', op: '==', val: 'Large' }),
        { col: 'product_line', op: 'ILIKE', val: '%cla%' },
      ]),
    );
    expect(q.time_range).toBe('Last year');
  });

  it('is null without a dataset or column', () => {
    expect(selectOptionsQuery(filter({ targets: [{}] }), {})).toBeNull();
  });
});

describe('rangeBoundsQuery', () => {
  it('asks for MIN and MAX of the column', () => {
    const q = rangeBoundsQuery(filter({ filterType: 'filter_range' }), {})!.queries[0]!;
    expect(q.metrics).toEqual([
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'MIN', label: 'min' }),
      expect.objectContaining({ expressionType: 'SIMPLE', aggregate: 'MAX', label: 'max' }),
    ]);
    expect(q.columns).toEqual([]);
  });
});

describe('parentsExtraFormData', () => {
  it('appends filters and lets later time keys win', () => {
    expect(
      parentsExtraFormData([
        { extraFormData: { filters: [{ col: 'a', op: 'IN', val: [1] }], time_range: 'Last week' } },
        undefined,
        { extraFormData: { filters: [{ col: 'b', op: 'IN', val: [2] }], time_range: 'Last year' } },
      ]),
    ).toEqual({
      filters: [
        { col: 'a', op: 'IN', val: [1] },
        { col: 'b', op: 'IN', val: [2] },
      ],
      time_range: 'Last year',
    });
  });
});

describe('results', () => {
  it('reads distinct options and bounds', () => {
    const rows = [
      { product_line: 'Ships' },
      { product_line: null },
      { product_line: 'Ships' },
      { product_line: '' },
    ];
    expect(optionsFromResult({ colnames: ['product_line'], data: rows }, 'product_line')).toEqual([
      { value: 'Ships', label: 'Ships' },
      { value: '', label: '<empty string>' },
    ]);
    expect(boundsFromResult({ colnames: ['min', 'max'], data: [{ min: 6, max: '97' }] })).toEqual([6, 97]);
    expect(boundsFromResult(undefined)).toEqual([null, null]);
  });
});
