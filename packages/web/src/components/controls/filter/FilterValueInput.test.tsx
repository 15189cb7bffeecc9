import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnValuesUrl, valueOptions } from './columnValues';
import { FilterValueInput, offersColumnValues } from './FilterValueInput';

afterEach(cleanup);

const values = { options: valueOptions(['Classic Cars', 'Motorcycles', 'Ships']), loading: false };

describe('the filter value picker', () => {
  it('turns column values into options, without nulls or duplicates', () => {
    expect(valueOptions(['b', null, 'b', 3, true, ''])).toEqual([
      { value: 'b', label: 'b' },
      { value: '3', label: '3' },
      { value: 'true', label: 'true' },
      { value: '', label: '<empty string>' },
    ]);
    expect(columnValuesUrl(7, 'deal size')).toBe('/api/v1/datasource/table/7/column/deal%20size/values/');
  });

  it('offers values for comparisons, not for patterns or time columns', () => {
    expect(offersColumnValues('==', false)).toBe(true);
    expect(offersColumnValues('IN', false)).toBe(true);
    expect(offersColumnValues('LIKE', false)).toBe(false);
    expect(offersColumnValues('==', true)).toBe(false);
  });

  it('picks one of the column values, or takes a typed one', () => {
    const onChange = vi.fn();
    render(<FilterValueInput operator="==" value={null} onChange={onChange} values={values} />);
    const input = document.querySelector('[data-test="filter-value"] input')!;
    fireEvent.mouseDown(document.querySelector('[data-test="filter-value"] .ant-select-selector') ?? input);
    fireEvent.change(input, { target: { value: 'Ship' } });
    // The typed text is offered first, then the matching column value.
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(options).toEqual(['Ship', 'Ships']);
    fireEvent.click(screen.getByTitle('Ships'));
    expect(onChange).toHaveBeenCalledWith('Ships');
  });

  it('keeps a plain text box for patterns', () => {
    const onChange = vi.fn();
    render(<FilterValueInput operator="LIKE" value="Cl%" onChange={onChange} values={null} />);
    const input = document.querySelector<HTMLInputElement>('input[data-test="filter-value"]')!;
    expect(input.value).toBe('Cl%');
    fireEvent.change(input, { target: { value: 'Mo%' } });
    expect(onChange).toHaveBeenCalledWith('Mo%');
  });
});
