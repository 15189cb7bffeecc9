import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { installFakeFetch } from '../../databases/test-support/fakeFetch';
import type { Query } from '../state/types';
import { NO_QUERY_ID, ResultActions, queryChartFormData } from './ResultActions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const query = (patch: Partial<Query> = {}): Query => ({
  id: 'q1',
  dbId: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT a, b FROM t',
  sqlEditorId: 'e1',
  tab: 'Untitled Query 1',
  runAsync: false,
  ctas: false,
  queryLimit: 1000,
  state: 'success',
  progress: 100,
  startDttm: 0,
  isDataPreview: false,
  queryId: 42,
  results: {
    data: [{ a: 1, b: 'x' }],
    columns: [
      { column_name: 'a', name: 'a', type: 'INTEGER', is_dttm: false },
      { column_name: 'b', name: 'b', type: 'VARCHAR', is_dttm: false },
    ],
  } as Query['results'],
  ...patch,
});

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function renderActions(q: Query) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/sqllab/']}>
        <Routes>
          <Route
            path="/sqllab/"
            element={<ResultActions query={q} streaming={false} allowCreateChart gridApi={createRef()} />}
          />
          <Route path="/explore/" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('Create chart from results', () => {
  it('stores explore state on the query and opens explore on it, creating no dataset', async () => {
    const calls = installFakeFetch([
      { method: 'POST', path: '/api/v1/explore/form_data', status: 201, body: { key: 'abc123' } },
    ]);
    renderActions(query());
    fireEvent.click(screen.getByText('Create chart'));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/explore/?form_data_key=abc123'),
    );
    const post = calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/v1/explore/form_data'));
    expect(post?.body).toEqual({
      datasource_id: 42,
      datasource_type: 'query',
      form_data: JSON.stringify(queryChartFormData(42, ['a', 'b'])),
    });
    expect(JSON.parse((post?.body as { form_data: string }).form_data)).toMatchObject({
      datasource: '42__query',
      viz_type: 'table',
      all_columns: ['a', 'b'],
    });
    expect(calls.some((c) => c.url.startsWith('/api/v1/dataset'))).toBe(false);
  });

  it('says so when the query has no server id', async () => {
    const calls = installFakeFetch([]);
    const store = renderActions(query({ queryId: undefined }));
    fireEvent.click(screen.getByText('Create chart'));
    await waitFor(() => expect(store.getState().toasts.toasts.map((t) => t.text)).toContain(NO_QUERY_ID));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
