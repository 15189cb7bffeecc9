import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { installFakeFetch } from '../../features/databases/test-support/fakeFetch';
import { DatabaseSelector, NO_SCHEMA, type DatabaseSelection } from './DatabaseSelector';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ONE = { id: 1, database_name: 'examples', backend: 'duckdb', allow_multi_catalog: false };
const TWO = { id: 2, database_name: 'warehouse', backend: 'postgresql', allow_multi_catalog: false };
const EMPTY = { id: 3, database_name: 'empty', backend: 'sqlite', allow_multi_catalog: false };

function serve() {
  return installFakeFetch([
    { path: '/api/v1/database/?q=', body: { count: 3, ids: [1, 2, 3], result: [ONE, TWO, EMPTY] } },
    { path: '/api/v1/database/1/schemas/', body: { result: ['main'] } },
    { path: '/api/v1/database/2/schemas/', body: { result: ['public', 'sales'] } },
    { path: '/api/v1/database/3/schemas/', body: { result: [] } },
  ]);
}

/** The selector held by a parent, as pages use it; every change is recorded. */
function setup(initial: DatabaseSelection) {
  const changes: DatabaseSelection[] = [];
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <DatabaseSelector
        {...value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <Provider store={makeStore()}>
      <Parent />
    </Provider>,
  );
  return changes;
}

describe('DatabaseSelector', () => {
  it('auto-selects the only schema', async () => {
    serve();
    const changes = setup({ db: ONE, catalog: null, schema: null });
    await waitFor(() => expect(changes.at(-1)).toEqual({ db: ONE, catalog: null, schema: 'main' }));
  });

  it('clears a schema the database no longer has, keeps one it has', async () => {
    const calls = serve();
    const changes = setup({ db: TWO, catalog: null, schema: 'gone' });
    await waitFor(() => expect(changes.at(-1)).toEqual({ db: TWO, catalog: null, schema: null }));
    cleanup();
    const kept = setup({ db: TWO, catalog: null, schema: 'sales' });
    await waitFor(() => expect(calls.filter((c) => c.url.includes('/2/schemas/')).length).toBe(2));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(kept).toEqual([]);
  });

  it('clears catalog and schema when another database is chosen', async () => {
    serve();
    const changes = setup({ db: TWO, catalog: null, schema: 'sales' });
    const select = screen.getByRole('combobox', { name: 'Select database or type to search databases' });
    fireEvent.mouseDown(select);
    const option = await screen.findByTitle('empty');
    fireEvent.click(option);
    await waitFor(() => expect(changes).toContainEqual({ db: EMPTY, catalog: null, schema: null }));
  });

  it('says "No compatible schema found" when the database has none', async () => {
    serve();
    setup({ db: EMPTY, catalog: null, schema: null });
    const select = screen.getByRole('combobox', { name: 'Select schema or type to search schemas' });
    await waitFor(() => expect(select.closest('.ant-select-disabled')).toBeNull());
    fireEvent.mouseDown(select);
    expect(await screen.findByText(NO_SCHEMA)).toBeTruthy();
  });

  it('reports a failed schema list with the spec text', async () => {
    installFakeFetch([
      { path: '/api/v1/database/?q=', body: { count: 1, ids: [2], result: [TWO] } },
      { path: '/api/v1/database/2/schemas/', status: 500, body: { message: 'boom' } },
    ]);
    const errors: string[] = [];
    render(
      <Provider store={makeStore()}>
        <DatabaseSelector
          db={TWO}
          catalog={null}
          schema={null}
          onChange={() => {}}
          onError={(m) => errors.push(m)}
        />
      </Provider>,
    );
    await waitFor(() => expect(errors).toContain('There was an error loading the schemas'));
  });
});
