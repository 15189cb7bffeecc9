import { describe, expect, it } from 'vitest';
import { encode } from '../../api/rison';
import { toListQuery } from './toListQuery';

describe('toListQuery', () => {
  it('builds the dashboard list q of the API contract', () => {
    const q = toListQuery({
      pageIndex: 0,
      pageSize: 25,
      sortBy: [{ id: 'changed_on_delta_humanized', desc: true }],
      filters: [
        { id: 'dashboard_title', operator: 'ct', value: 'x' },
        { id: 'owners', operator: 'rel_m_m', value: 3 },
        { id: 'published', operator: 'eq', value: true },
        { id: 'id', operator: 'dashboard_is_favorite', value: true },
      ],
    });
    expect(encode(q)).toBe(
      '(filters:!((col:dashboard_title,opr:ct,value:x),(col:owners,opr:rel_m_m,value:3),(col:published,opr:eq,value:!t),' +
        '(col:id,opr:dashboard_is_favorite,value:!t)),order_column:changed_on_delta_humanized,order_direction:desc,page:0,page_size:25)',
    );
  });

  it('leaves out empty filters', () => {
    expect(
      toListQuery({
        pageIndex: 2,
        pageSize: 25,
        sortBy: [{ id: 'dashboard_title', desc: false }],
        filters: [],
      }),
    ).toEqual({
      order_column: 'dashboard_title',
      order_direction: 'asc',
      page: 2,
      page_size: 25,
    });
  });
});
