import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartContainer, NO_RESULTS_TITLE } from './ChartContainer';
import { initialChartState, type ChartState } from './chartState';

afterEach(cleanup);

const fd = { viz_type: 'table', datasource: '1__table' };
const state = (patch: Partial<ChartState>): ChartState => ({ ...initialChartState, ...patch });
/** A 400×300 container in the given state, drawing the table form data. */
const chart = (patch: Partial<ChartState>) => (
  <ChartContainer state={state(patch)} formData={fd} width={400} height={300} />
);

describe('ChartContainer', () => {
  it('shows the placeholder before the first query and a spinner while loading', () => {
    const { rerender } = render(
      <ChartContainer
        state={state({})}
        formData={null}
        width={400}
        height={300}
        placeholder={<div>Pick controls</div>}
      />,
    );
    expect(screen.getByText('Pick controls')).toBeTruthy();
    rerender(
      <ChartContainer state={state({ chartStatus: 'loading' })} formData={null} width={400} height={300} />,
    );
    expect(document.querySelector('[data-test="chart-loading"]')).not.toBeNull();
  });

  it('shows a typed error panel, the stopped alert and empty results', () => {
    const errors = [
      {
        message: 'column "x" does not exist',
        error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
        level: 'error' as const,
      },
    ];
    const { rerender } = render(chart({ chartStatus: 'failed', chartAlert: 'boom', errors }));
    expect(screen.getByText('Column does not exist')).toBeTruthy();
    expect(screen.getByText('column "x" does not exist')).toBeTruthy();
    rerender(chart({ chartStatus: 'stopped', chartAlert: 'Updating chart was stopped' }));
    expect(screen.getByText('Updating chart was stopped')).toBeTruthy();
    rerender(chart({ chartStatus: 'success', queriesResponse: [{ colnames: ['a'], data: [] }] }));
    expect(screen.getByText(NO_RESULTS_TITLE)).toBeTruthy();
  });

  it('titles unknown error types "Unexpected error"', () => {
    render(chart({ chartStatus: 'failed', chartAlert: 'Server error' }));
    expect(screen.getByText('Unexpected error')).toBeTruthy();
    expect(screen.getByText('Server error')).toBeTruthy();
  });
});
