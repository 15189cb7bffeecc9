import { describe, expect, it } from 'vitest';
import { exploreSearch, parseDatasourceUid, permalinkUrlParams, readExploreUrl } from './urlState';

describe('readExploreUrl', () => {
  it('reads a saved chart, a new chart, a form-data key and a permalink', () => {
    expect(readExploreUrl('/explore/', '?slice_id=12').params).toEqual({ slice_id: 12 });
    expect(readExploreUrl('/explore/', '?datasource_id=3&datasource_type=table').params).toEqual({
      datasource_id: 3,
      datasource_type: 'table',
    });
    expect(readExploreUrl('/explore/', '?form_data_key=abc&slice_id=4').params).toEqual({
      form_data_key: 'abc',
      slice_id: 4,
    });
    expect(readExploreUrl('/explore/p/xYz/', '').params).toEqual({ permalink_key: 'xYz' });
  });

  it('reads the legacy form_data parameter and ignores junk', () => {
    const state = readExploreUrl(
      '/explore/',
      `?form_data=${encodeURIComponent(JSON.stringify({ datasource: '7__table', viz_type: 'pie' }))}`,
    );
    expect(state.params).toEqual({ datasource_id: 7, datasource_type: 'table' });
    expect(state.formDataOverrides).toEqual({ datasource: '7__table', viz_type: 'pie' });
    expect(readExploreUrl('/explore/', '?slice_id=abc&form_data={bad').params).toEqual({});
    expect(readExploreUrl('/explore/', '?viz_type=pie&datasource_id=2').vizType).toBe('pie');
  });
});

describe('exploreSearch', () => {
  it('keeps the key with the chart id, or with the dataset of a new chart', () => {
    expect(exploreSearch({ formDataKey: 'k1', sliceId: 5 })).toBe('?form_data_key=k1&slice_id=5');
    expect(exploreSearch({ formDataKey: 'k1', datasourceId: 2, datasourceType: 'table' })).toBe(
      '?form_data_key=k1&datasource_id=2&datasource_type=table',
    );
    expect(exploreSearch({ sliceId: 9 })).toBe('?slice_id=9');
    expect(exploreSearch({})).toBe('');
  });

  it('round-trips through readExploreUrl', () => {
    const search = exploreSearch({ formDataKey: 'abc', sliceId: 8 });
    expect(readExploreUrl('/explore/', search).params).toEqual({ form_data_key: 'abc', slice_id: 8 });
  });
});

describe('helpers', () => {
  it('parses datasource uids and permalink params', () => {
    expect(parseDatasourceUid('12__table')).toEqual([12, 'table']);
    expect(parseDatasourceUid('x')).toBeNull();
    expect(permalinkUrlParams('?form_data_key=a&slice_id=1&standalone=1')).toEqual([['standalone', '1']]);
  });
});
