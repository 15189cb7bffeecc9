import { describe, expect, it } from 'vitest';
import { chartSaveBody, saveToasts, savedParams } from './saveChart';

describe('chart save', () => {
  const formData = {
    viz_type: 'echarts_timeseries_line',
    datasource: '3__table',
    slice_id: 9,
    metrics: ['count'],
    url_params: {},
  };
  const queryContext = {
    datasource: { id: 3, type: 'table' as const },
    queries: [{ metrics: ['count'] }],
    form_data: formData,
  };

  it('sends params and query_context as JSON text with the dashboards', () => {
    const body = chartSaveBody({
      sliceName: ' Sales ',
      formData,
      queryContext,
      datasetId: 3,
      dashboardIds: [1, 2, 2],
    });
    expect(body).toMatchObject({
      slice_name: 'Sales',
      viz_type: 'echarts_timeseries_line',
      datasource_id: 3,
      datasource_type: 'table',
      dashboards: [1, 2],
    });
    expect(JSON.parse(body.params!)).toEqual({
      viz_type: 'echarts_timeseries_line',
      datasource: '3__table',
      metrics: ['count'],
    });
    const qc = JSON.parse(body.query_context!);
    expect(qc.queries).toEqual([{ metrics: ['count'] }]);
    expect(qc.form_data.slice_id).toBeUndefined();
    expect(savedParams(formData)).not.toHaveProperty('url_params');
  });

  it('says what happened, with the spec texts', () => {
    expect(saveToasts('saveas', 'Sales', null)).toEqual(['Chart [Sales] has been saved']);
    expect(saveToasts('overwrite', 'Sales', { id: 4, title: 'Board' })).toEqual([
      'Chart [Sales] has been overwritten',
      'Chart [Sales] was added to dashboard [Board]',
    ]);
    expect(saveToasts('saveas', 'Sales', { newTitle: 'New board' })).toEqual([
      'Chart [Sales] has been saved',
      'Dashboard [New board] just got created and chart [Sales] was added to it',
    ]);
  });
});
