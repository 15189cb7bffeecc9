import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartContainer } from '../ChartRenderer/ChartContainer';
import { initialChartState } from '../ChartRenderer/chartState';
import { ErrorPanel } from './ErrorPanel';

afterEach(cleanup);

const MESSAGE =
  'This endpoint requires the datasource cleaned_sales_data, database or `all_datasource_access` permission';
const accessError = (owners: string[]) => ({
  message: MESSAGE,
  error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
  level: 'error' as const,
  extra: { datasource: 'cleaned_sales_data', owners },
});

const text = (testId: string) => document.querySelector(`[data-test="${testId}"]`)?.textContent;

describe('the access error panel', () => {
  it('replaces "Unexpected error" for a normalised 403 and names the dataset owners', () => {
    render(
      <ErrorPanel
        variant="page"
        error={{ error: MESSAGE, status: 403, errors: [accessError(['Ada Lovelace', 'Alan Turing'])] }}
      />,
    );
    expect(screen.queryByText('Unexpected error')).toBeNull();
    expect(screen.getByText('Access denied')).toBeTruthy();
    expect(text('access-error-message')).toBe(MESSAGE);
    expect(screen.getByText('Please reach out to the Dataset Owner for assistance.')).toBeTruthy();
    expect(text('access-error-owners')).toBe('Dataset Owners: Ada Lovelace, Alan Turing');
  });

  it('prompts for the chart owners in a failed chart, and for an administrator without owners', () => {
    render(
      <ChartContainer
        state={{
          ...initialChartState,
          chartStatus: 'failed',
          chartAlert: MESSAGE,
          errors: [accessError(['Ada Lovelace'])],
        }}
        formData={{ viz_type: 'table', datasource: '1__table' }}
        width={400}
        height={300}
        owners={['Grace Hopper']}
      />,
    );
    expect(screen.getByText('Please reach out to the Chart Owner for assistance.')).toBeTruthy();
    expect(text('access-error-chart-owners')).toBe('Chart Owner: Grace Hopper');
    expect(text('access-error-owners')).toBe('Dataset Owner: Ada Lovelace');
    cleanup();
    render(<ErrorPanel error={accessError([])} />);
    expect(screen.getByText('Please reach out to your administrator for access.')).toBeTruthy();
  });

  it('keeps the generic panel for other errors, with the error text as message', () => {
    render(<ErrorPanel error={{ error: 'Server error', status: 500 }} />);
    expect(screen.getByText('Unexpected error')).toBeTruthy();
    expect(text('error-panel-message')).toBe('Server error');
  });
});
