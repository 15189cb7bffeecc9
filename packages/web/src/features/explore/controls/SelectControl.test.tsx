import { sharedControls } from '@meridian/charts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { numericText } from './basicControls';
import { ControlErrors } from './ControlHeader';
import { SelectControl } from './SelectControl';

afterEach(cleanup);

describe('select and text controls', () => {
  it('shows a free-form value outside the choices', () => {
    render(
      <SelectControl
        name="row_limit"
        config={sharedControls.row_limit!}
        value="abc"
        onChange={() => {}}
        dataset={null}
        invalid
      />,
    );
    expect(screen.getByText('abc')).toBeTruthy();
    expect(document.querySelector('[data-test="select-row_limit"]')?.className).toContain('status-error');
  });

  it('keeps text that is not a number so validators can refuse it', () => {
    expect(numericText('12', { isInt: true })).toBe(12);
    expect(numericText('1.5', { isInt: true })).toBe('1.5');
    expect(numericText('1.5', { isFloat: true })).toBe(1.5);
    expect(numericText('', { isInt: true })).toBeNull();
    expect(numericText('abc', {})).toBe('abc');
  });

  it('lists validation messages under the control', () => {
    render(<ControlErrors errors={['is expected to be an integer']} />);
    expect(screen.getByRole('alert').textContent).toBe('is expected to be an integer');
    fireEvent.click(screen.getByRole('alert'));
  });
});
