import { describe, expect, it } from 'vitest';
import {
  applyFailure,
  applyRefresh,
  applySuccess,
  clearInactive,
  clearResultData,
  formatDuration,
  fromServerQuery,
  isFinished,
  isInProgress,
  statusColor,
} from './queryRules';
import { testQuery } from '../test-support/fixtures';
import type { Query } from './types';

const query = (extra: Partial<Query> = {}): Query =>
  testQuery({ schema: 'main', tab: 'Untitled Query 1', queryLimit: 1000, startDttm: 1000, ...extra });

const ok = {
  status: 'success',
  data: [{ a: 1 }],
  columns: [{ column_name: 'a', type: 'INTEGER', is_dttm: false }],
  query: { id: 'q1', dbId: 1, sql: 'SELECT 1', state: 'success', rows: 1, endDttm: 2000 },
};

describe('query states', () => {
  it('classifies in-progress and finished states', () => {
    expect(isInProgress({ state: 'fetching' })).toBe(true);
    expect(isInProgress({ state: 'success' })).toBe(false);
    expect(isFinished({ state: 'timed_out' })).toBe(true);
  });

  it('colours statuses as the spec says', () => {
    expect(statusColor('offline')).toBe('error');
    expect(statusColor('failed')).toBe('error');
    expect(statusColor('stopped')).toBe('error');
    expect(statusColor('pending')).toBe('info');
    expect(statusColor('fetching')).toBe('info');
    expect(statusColor('running')).toBe('warning');
    expect(statusColor('success')).toBe('success');
  });
});

describe('query lifecycle', () => {
  it('stores a success with its results', () => {
    const q = applySuccess(query(), ok, 5000);
    expect(q.state).toBe('success');
    expect(q.progress).toBe(100);
    expect(q.results?.data).toEqual([{ a: 1 }]);
    expect(q.rows).toBe(1);
    expect(q.endDttm).toBe(2000);
  });

  it('ignores success when stopped or when the status is not success', () => {
    const stopped = query({ state: 'stopped' });
    expect(applySuccess(stopped, ok, 1)).toBe(stopped);
    const q = query();
    expect(applySuccess(q, { ...ok, status: 'failed' }, 1)).toBe(q);
  });

  it('ignores failure when stopped', () => {
    const stopped = query({ state: 'stopped' });
    expect(applyFailure(stopped, { message: 'x' }, 1)).toBe(stopped);
    const f = applyFailure(query(), { message: 'boom', link: 'http://x' }, 9);
    expect(f).toMatchObject({ state: 'failed', errorMessage: 'boom', link: 'http://x', endDttm: 9 });
  });

  it('clears earlier result data', () => {
    const q = applySuccess(query(), ok, 1);
    expect(clearResultData(q).results?.data).toEqual([]);
    expect(clearResultData(query())).toEqual(query());
  });
});

describe('refreshing polled queries', () => {
  it('never overrides stopped or failed queries', () => {
    const queries = { q1: query({ state: 'stopped' }), q2: query({ id: 'q2', state: 'failed' }) };
    expect(
      applyRefresh(queries, [
        { id: 'q1', state: 'success' },
        { id: 'q2', state: 'running' },
      ]),
    ).toBe(queries);
  });

  it('keeps fetching, success and running over an incoming success', () => {
    for (const state of ['fetching', 'success', 'running'] as const) {
      const r = applyRefresh({ q1: query({ state }) }, [{ id: 'q1', state: 'success', progress: 100 }]);
      expect(r.q1!.state).toBe(state);
      expect(r.q1!.progress).toBe(100);
    }
    const r = applyRefresh({ q1: query({ state: 'pending' }) }, [
      { id: 'q1', state: 'success', resultsKey: 'k' },
    ]);
    expect(r.q1).toMatchObject({ state: 'success', resultsKey: 'k' });
  });

  it('maps server records, camelCase or snake_case', () => {
    expect(
      fromServerQuery({ id: 'a', dbId: 1, sql: 's', state: 'running', progress: 40, startDttm: 5 }),
    ).toMatchObject({
      id: 'a',
      state: 'running',
      progress: 40,
      startDttm: 5,
    });
    const snake = { client_id: 'b', status: 'success', results_key: 'k', start_time: 7 } as never;
    expect(fromServerQuery(snake)).toMatchObject({
      id: 'b',
      state: 'success',
      resultsKey: 'k',
      startDttm: 7,
    });
  });

  it("keeps a stored failure's error types and issue codes", () => {
    const issue = { code: 1003, message: 'Issue 1003 - There is a syntax error in the SQL query.' };
    const stored = {
      id: 'c',
      dbId: 1,
      sql: 'SELEC 1',
      state: 'failed',
      errorMessage: 'syntax error',
      errors: [
        {
          message: 'syntax error',
          error_type: 'GENERIC_DB_ENGINE_ERROR',
          level: 'error',
          extra: { issue_codes: [issue] },
        },
        { message: 'no type' },
        'not an error',
      ],
    };
    expect(fromServerQuery(stored)).toMatchObject({
      state: 'failed',
      errorMessage: 'syntax error',
      errors: [
        {
          message: 'syntax error',
          error_type: 'GENERIC_DB_ENGINE_ERROR',
          level: 'error',
          extra: { issue_codes: [issue] },
        },
      ],
    });
    expect(fromServerQuery({ id: 'd', dbId: 1, sql: 's', state: 'failed', errors: null })).not.toHaveProperty(
      'errors',
    );
  });
});

describe('inactive queries', () => {
  it('drops old running or pending queries at progress 0', () => {
    const queries = {
      old: query({ id: 'old', startDttm: 0 }),
      progressed: query({ id: 'progressed', startDttm: 0, progress: 10 }),
      done: query({ id: 'done', startDttm: 0, state: 'success' }),
      fresh: query({ id: 'fresh', startDttm: 9_000 }),
    };
    expect(Object.keys(clearInactive(queries, 5_000, 10_000))).toEqual(['progressed', 'done', 'fresh']);
  });
});

describe('durations', () => {
  it('formats as hh:mm:ss.ss', () => {
    expect(formatDuration(1230)).toBe('00:00:01.23');
    expect(formatDuration(3_723_500)).toBe('01:02:03.50');
  });
});
