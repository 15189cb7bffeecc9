import type { FormData } from '@meridian/charts';
import { describe, expect, it } from 'vitest';
import {
  CHART_STOPPED_ALERT,
  chartReducer,
  initialChartState,
  type ChartAction,
  type ChartState,
} from './chartState';

const fd = (viz: string): FormData => ({ viz_type: viz, datasource: '1__table' });
const run = (actions: ChartAction[], from: ChartState = initialChartState) =>
  actions.reduce(chartReducer, from);
const rows = [{ colnames: ['a'], data: [{ a: 1 }] }];

describe('chart status lifecycle', () => {
  it('goes loading → success → rendered and keeps the form data of the answered query', () => {
    const started = run([{ type: 'CHART_UPDATE_STARTED', formData: fd('pie'), now: 1 }]);
    expect(started).toMatchObject({
      chartStatus: 'loading',
      latestQueryFormData: fd('pie'),
      queriedFormData: null,
    });
    const done = run([{ type: 'CHART_UPDATE_SUCCEEDED', queriesResponse: rows, now: 2 }], started);
    expect(done).toMatchObject({ chartStatus: 'success', queriesResponse: rows, queriedFormData: fd('pie') });
    expect(run([{ type: 'CHART_RENDERING_SUCCEEDED' }], done).chartStatus).toBe('rendered');
  });

  it('stops with the spec alert and drops a late answer', () => {
    const stopped = run([
      { type: 'CHART_UPDATE_STARTED', formData: fd('pie'), now: 1 },
      { type: 'CHART_UPDATE_STOPPED', now: 2 },
      { type: 'CHART_UPDATE_SUCCEEDED', queriesResponse: rows, now: 3 },
      { type: 'CHART_UPDATE_FAILED', error: { error: 'late' }, now: 4 },
    ]);
    expect(stopped).toMatchObject({
      chartStatus: 'stopped',
      chartAlert: CHART_STOPPED_ALERT,
      queriesResponse: null,
    });
    expect(CHART_STOPPED_ALERT).toBe('Updating chart was stopped');
  });

  it('fails a query with its typed errors', () => {
    const errors = [
      { message: 'no such column', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', level: 'error' as const },
    ];
    const failed = run([
      { type: 'CHART_UPDATE_STARTED', formData: fd('pie'), now: 1 },
      { type: 'CHART_UPDATE_FAILED', error: { error: 'no such column', errors }, now: 2 },
    ]);
    expect(failed).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'no such column',
      errors,
      renderFailed: false,
    });
  });

  it('reports a drawing failure with the spec message, and recovers on the next drawing', () => {
    const drawn = run([
      { type: 'CHART_UPDATE_STARTED', formData: fd('pie'), now: 1 },
      { type: 'CHART_UPDATE_SUCCEEDED', queriesResponse: rows, now: 2 },
      { type: 'CHART_RENDERING_FAILED', message: 'bad props' },
    ]);
    expect(drawn).toMatchObject({
      chartStatus: 'failed',
      renderFailed: true,
      chartAlert: 'An error occurred while rendering the visualization: bad props',
    });
    expect(run([{ type: 'CHART_RENDERING_SUCCEEDED' }], drawn)).toMatchObject({
      chartStatus: 'rendered',
      chartAlert: null,
    });
  });

  it('ignores drawings of the previous results while a new query runs', () => {
    const loading = run([
      { type: 'CHART_UPDATE_STARTED', formData: fd('pie'), now: 1 },
      { type: 'CHART_UPDATE_SUCCEEDED', queriesResponse: rows, now: 2 },
      { type: 'CHART_RENDERING_SUCCEEDED' },
      { type: 'CHART_UPDATE_STARTED', formData: fd('table'), now: 3 },
      { type: 'CHART_RENDERING_FAILED', message: 'old results, new type' },
      { type: 'CHART_RENDERING_SUCCEEDED' },
    ]);
    expect(loading).toMatchObject({ chartStatus: 'loading', queriedFormData: fd('pie') });
  });
});
