import { describe, expect, it } from 'vitest';
import { readExploreUrl } from '../explore/state/urlState';
import { chartAddExploreUrl } from './chartAddLinks';

describe('chartAddExploreUrl', () => {
  it('opens explore on the dataset with the chart type, as explore reads it', () => {
    const url = chartAddExploreUrl(12, 'echarts_timeseries_bar');
    expect(url).toBe('/explore/?viz_type=echarts_timeseries_bar&datasource=12__table');
    const [path, search] = url.split('?');
    const state = readExploreUrl(path!, `?${search}`);
    expect(state.params).toEqual({ datasource_id: 12, datasource_type: 'table' });
    expect(state.vizType).toBe('echarts_timeseries_bar');
  });
});
