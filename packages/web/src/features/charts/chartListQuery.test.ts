import { describe, expect, it } from 'vitest';
import { encode } from '../../api/rison';
import { chartPath, toChartListQuery } from './chartListQuery';

describe('toChartListQuery', () => {
  it('builds the chart list q, mapping the certified filter to the id column', () => {
    const q = toChartListQuery({
      pageIndex: 1,
      pageSize: 25,
      sortBy: [{ id: 'changed_on_delta_humanized', desc: true }],
      filters: [
        { id: 'slice_name', operator: 'chart_all_text', value: 'sales' },
        { id: 'viz_type', operator: 'eq', value: 'pie' },
        { id: 'certified', operator: 'chart_is_certified', value: true },
        { id: 'id', operator: 'chart_is_favorite', value: false },
        { id: 'dashboards', operator: 'rel_m_m', value: 4 },
      ],
    });
    expect(encode(q)).toBe(
      '(filters:!((col:slice_name,opr:chart_all_text,value:sales),(col:viz_type,opr:eq,value:pie),' +
        '(col:id,opr:chart_is_certified,value:!t),(col:id,opr:chart_is_favorite,value:!f),(col:dashboards,opr:rel_m_m,value:4)),' +
        'order_column:changed_on_delta_humanized,order_direction:desc,page:1,page_size:25)',
    );
  });

  it('links charts to explore', () => {
    expect(chartPath({ id: 3 })).toBe('/explore/?slice_id=3');
    expect(chartPath({ id: 3, url: '/explore/?slice_id=3' })).toBe('/explore/?slice_id=3');
  });
});
