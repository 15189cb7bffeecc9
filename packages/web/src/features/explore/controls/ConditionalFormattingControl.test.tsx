import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExploreDataset } from '../../../api/explore';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';

afterEach(cleanup);

const dataset = {
  id: 1,
  table_name: 'sales',
  columns: [
    { column_name: 'product_line', type_generic: 1 },
    { column_name: 'order_date', type_generic: 2 },
  ],
  metrics: [],
} as unknown as ExploreDataset;
const formData = {
  viz_type: 'ag-grid-table',
  datasource: '1__table',
  groupby: ['product_line', 'order_date'],
  metrics: ['count'],
};

describe('conditional formatting control', () => {
  it('compares a text column with a text target and the text operators', () => {
    const rules = [
      { column: 'product_line', operator: 'containing', targetValue: 'Cars', colorScheme: '#EFA1AA' },
    ];
    let changed: unknown = null;
    render(
      <ConditionalFormattingControl
        value={rules}
        onChange={(v) => (changed = v)}
        formData={formData}
        dataset={dataset}
      />,
    );
    const target = screen.getByLabelText<HTMLInputElement>('Target value');
    expect(target.value).toBe('Cars');
    expect(target.getAttribute('role')).not.toBe('spinbutton');
    expect(screen.getByText('containing')).toBeTruthy();
    fireEvent.change(target, { target: { value: 'Ships' } });
    expect(changed).toEqual([{ ...rules[0], targetValue: 'Ships' }]);
  });

  it('a new rule starts on the first metric, compared with ">"', () => {
    let changed: unknown = null;
    render(
      <ConditionalFormattingControl
        value={[]}
        onChange={(v) => (changed = v)}
        formData={formData}
        dataset={dataset}
      />,
    );
    fireEvent.click(screen.getByText('Add new formatter'));
    expect(changed).toEqual([{ column: 'count', operator: '>', colorScheme: '#ACE1C4', targetValue: null }]);
  });
});
