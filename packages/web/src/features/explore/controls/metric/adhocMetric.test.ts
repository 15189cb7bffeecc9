import { describe, expect, it } from 'vitest';
import {
  defaultAggregate,
  isValidMetric,
  metricDisplayName,
  relabel,
  simpleMetric,
  sqlMetric,
} from './adhocMetric';

describe('adhoc metrics', () => {
  it('builds Simple and Custom SQL metrics with Superset labels', () => {
    const m = simpleMetric({ column_name: 'sales', type: 'DOUBLE' }, 'SUM');
    expect(m).toMatchObject({
      expressionType: 'SIMPLE',
      aggregate: 'SUM',
      label: 'SUM(sales)',
      hasCustomLabel: false,
    });
    expect(isValidMetric(m)).toBe(true);
    expect(relabel({ ...m, aggregate: 'AVG' }).label).toBe('AVG(sales)');
    expect(relabel({ ...m, aggregate: 'AVG', label: 'Mine', hasCustomLabel: true }).label).toBe('Mine');
    const sql = sqlMetric('SUM(price_each * quantity_ordered)');
    expect(sql.label).toBe('SUM(price_each * quantity_ordered)');
    expect(isValidMetric({ ...sql, sqlExpression: ' ' })).toBe(false);
    expect(isValidMetric({ expressionType: 'SIMPLE', column: null, aggregate: 'SUM' })).toBe(false);
  });

  it('defaults to SUM for numbers and shows saved metrics by their verbose name', () => {
    expect(defaultAggregate({ type_generic: 0 })).toBe('SUM');
    expect(defaultAggregate({ type: 'VARCHAR', type_generic: 1 })).toBe('COUNT_DISTINCT');
    expect(
      metricDisplayName('sum__sales', [
        { metric_name: 'sum__sales', verbose_name: 'Total Sales', expression: '' },
      ]),
    ).toBe('Total Sales');
  });
});
