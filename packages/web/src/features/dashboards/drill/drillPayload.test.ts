import { createDefaultRegistry, type FormData } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import { datasourceIdOf, drillDetailPayload } from './drillPayload';
import { motorcycles } from './test-support/filters';

describe('drillDetailPayload', () => {
  it("carries the chart's filters, time range and where clause plus the drilled values, without HAVING", () => {
    const formData: FormData = {
      viz_type: 'pie',
      datasource: '7__table',
      groupby: ['product_line'],
      metric: 'count',
      time_range: 'No filter',
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          subject: 'deal_size',
          operator: 'IN',
          comparator: ['Small'],
          clause: 'WHERE',
        },
        { expressionType: 'SQL', sqlExpression: 'quantity_ordered > 10', clause: 'WHERE' },
        { expressionType: 'SQL', sqlExpression: 'COUNT(*) > 1', clause: 'HAVING' },
      ],
      extra_form_data: { filters: [{ col: 'country', op: 'IN', val: ['France'] }] },
    };
    const payload = drillDetailPayload(createDefaultRegistry(), formData, [motorcycles]);
    expect(payload.time_range).toBe('No filter');
    expect(payload.filters).toEqual([
      expect.objectContaining({ col: 'country', op: 'IN', val: ['France'] }),
      expect.objectContaining({ col: 'deal_size', op: 'IN', val: ['Small'] }),
      { col: 'product_line', op: '==', val: 'Motorcycles' },
    ]);
    expect(String(payload.extras.where)).toContain('quantity_ordered > 10');
    expect(payload.extras).not.toHaveProperty('having');
  });

  it('reads the datasource id', () => {
    expect(datasourceIdOf({ viz_type: 'pie', datasource: '12__table' })).toBe(12);
    expect(datasourceIdOf({ viz_type: 'pie', datasource: '' })).toBeNull();
  });
});
