import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOT_UP_TO_DATE_TITLE,
  REQUIRED_REMOVED_BODY,
  REQUIRED_REMOVED_TITLE,
  StaleChartAlert,
} from './StaleChartAlert';

afterEach(cleanup);

describe('StaleChartAlert', () => {
  it('offers "Update chart" or "click here" when the controls are valid', () => {
    const onQuery = vi.fn();
    render(<StaleChartAlert hasErrors={false} onQuery={onQuery} />);
    expect(screen.getByText(NOT_UP_TO_DATE_TITLE)).toBeTruthy();
    fireEvent.click(screen.getByText('click here'));
    expect(onQuery).toHaveBeenCalledTimes(1);
  });

  it('asks for the missing values first when a control is invalid, with nothing to click', () => {
    render(<StaleChartAlert hasErrors onQuery={() => {}} />);
    expect(screen.getByText(REQUIRED_REMOVED_TITLE)).toBeTruthy();
    expect(screen.getByText(REQUIRED_REMOVED_BODY)).toBeTruthy();
    expect(screen.queryByText('click here')).toBeNull();
    expect(screen.queryByText(NOT_UP_TO_DATE_TITLE)).toBeNull();
  });
});
