import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartContainer, NO_RESULTS_DESCRIPTION, NO_RESULTS_TITLE } from './ChartContainer';
import { chartReducer, initialChartState, type ChartState } from './chartState';

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

  it('shows "No results" for an empty answer, with the hint only when there is room, as rendered', () => {
    // The chart's real lifecycle: the empty state counts as its drawing (issue 25).
    let current = chartReducer(initialChartState, { type: 'CHART_UPDATE_STARTED', formData: fd, now: 0 });
    const empty = [{ colnames: ['year', 'SUM(SP_POP_TOTL)'], data: [] }];
    current = chartReducer(current, { type: 'CHART_UPDATE_SUCCEEDED', queriesResponse: empty, now: 1 });
    const rendered: ChartState[] = [];
    const onRenderSuccess = () => rendered.push(chartReducer(current, { type: 'CHART_RENDERING_SUCCEEDED' }));
    const at = (width: number, height: number, state: ChartState) => (
      <ChartContainer
        source="explore"
        state={state}
        formData={fd}
        width={width}
        height={height}
        onRenderSuccess={onRenderSuccess}
      />
    );
    const { rerender } = render(at(400, 300, current));
    expect(screen.getByText(NO_RESULTS_TITLE)).toBeTruthy();
    expect(screen.getByText(NO_RESULTS_DESCRIPTION)).toBeTruthy();
    expect(screen.queryByText('Unexpected error')).toBeNull();
    expect(rendered.map((s) => s.chartStatus)).toEqual(['rendered']);

    // A new empty answer is reported again; a small chart keeps only the title.
    const again = { ...current, queriesResponse: [{ colnames: [], data: [] }] };
    rerender(at(200, 150, again));
    expect(screen.getByText(NO_RESULTS_TITLE)).toBeTruthy();
    expect(screen.queryByText(NO_RESULTS_DESCRIPTION)).toBeNull();
    expect(rendered).toHaveLength(2);
  });

  it('leaves the hint out outside explore (dashboards), as Superset does', () => {
    const empty = state({ chartStatus: 'success', queriesResponse: [{ colnames: ['a'], data: [] }] });
    render(<ChartContainer state={empty} formData={fd} width={400} height={300} />);
    expect(screen.getByText(NO_RESULTS_TITLE)).toBeTruthy();
    expect(screen.queryByText(NO_RESULTS_DESCRIPTION)).toBeNull();
  });
});
