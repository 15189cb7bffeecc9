import { createDefaultRegistry } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import type { ExploreContext } from '../../../api/explore';
import { getFormDataDiffs } from './formDataDiff';
import { prepareExplore } from './prepareExplore';
import { readExploreUrl } from './urlState';

const registry = createDefaultRegistry();
const dataset = {
  id: 4,
  table_name: 'cleaned_sales_data',
  main_dttm_col: 'order_date',
  columns: [{ column_name: 'order_date', is_dttm: true }],
  metrics: [],
};

describe('prepareExplore', () => {
  it('starts a new chart as a table with the defaults and a time filter', () => {
    const context: ExploreContext = {
      dataset,
      form_data: {},
      slice: null,
      can_add: true,
      can_download: true,
    };
    const action = prepareExplore(registry, context, readExploreUrl('/explore/', '?datasource_id=4'));
    expect(action.formData).toMatchObject({ viz_type: 'table', datasource: '4__table', row_limit: 10000 });
    expect(action.formData.adhoc_filters).toHaveLength(1);
    expect(action.permissions).toEqual({ canAdd: true, canDownload: true, canOverwrite: false });
    expect(action.savedFormData).toBeNull();
  });

  it('keeps a saved chart unaltered until the user changes something', () => {
    const saved = {
      viz_type: 'echarts_timeseries_bar',
      datasource: '4__table',
      slice_id: 9,
      metrics: ['count'],
      x_axis: 'product_line',
      adhoc_filters: [],
    };
    const context: ExploreContext = {
      dataset,
      form_data: saved,
      slice: { slice_id: 9, slice_name: 'Sales', form_data: saved },
      can_overwrite: true,
    };
    const action = prepareExplore(registry, context, readExploreUrl('/explore/', '?slice_id=9'));
    expect(getFormDataDiffs(action.savedFormData!, action.formData)).toEqual({});
    expect(action.formData.adhoc_filters).toEqual([]);
    const changed = { ...action.formData, metrics: ['sum__sales'] };
    expect(Object.keys(getFormDataDiffs(action.savedFormData!, changed))).toEqual(['metrics']);
  });

  it('takes the chart type from the URL', () => {
    const context: ExploreContext = { dataset, form_data: {}, slice: null };
    const action = prepareExplore(
      registry,
      context,
      readExploreUrl('/explore/', '?datasource_id=4&viz_type=pie'),
    );
    expect(action.formData).toMatchObject({ viz_type: 'pie', row_limit: 100 });
  });

  it('treats the missing-dataset placeholder as no dataset', () => {
    const context = {
      dataset: { name: '[Missing Dataset]', columns: [], metrics: [] },
      form_data: { viz_type: 'table', datasource: '99__table', slice_id: 3 },
      slice: { slice_id: 3, slice_name: 'Orphan' },
    } as unknown as ExploreContext;
    const action = prepareExplore(registry, context, readExploreUrl('/explore/', '?slice_id=3'));
    expect(action.dataset).toBeNull();
    expect(action.formData.datasource).toBe('99__table');
  });
});
