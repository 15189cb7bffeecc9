import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExploreDataset } from '../../api/explore';
import { makeStore } from '../../app/store';
import { installFakeFetch } from '../../features/databases/test-support/fakeFetch';
import { DatasetEditModal } from './DatasetEditModal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dataset: ExploreDataset = {
  id: 4,
  table_name: 'big_orders',
  kind: 'virtual',
  sql: 'SELECT * FROM orders',
  cache_timeout: null,
  database: { id: 1, database_name: 'examples' },
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Admin' }],
  columns: [{ id: 10, column_name: 'amount', type: 'INTEGER' }],
  metrics: [{ id: 20, metric_name: 'count', expression: 'COUNT(*)' }],
};

function open(onSaved = vi.fn(), onHide = vi.fn()) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <DatasetEditModal dataset={dataset} onHide={onHide} onSaved={onSaved} />
    </Provider>,
  );
  return { store, onSaved, onHide };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('DatasetEditModal', () => {
  it('saves a changed SQL after confirming, with "Automatically sync columns"', async () => {
    const calls = installFakeFetch([
      { method: 'PUT', path: '/api/v1/dataset/4', body: { id: 4, result: {} } },
    ]);
    const { store, onSaved, onHide } = open();
    expect(screen.getByRole('tab', { name: 'Metrics (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Calculated columns (0)' })).toBeTruthy();
    fireEvent.change(screen.getByDisplayValue('SELECT * FROM orders'), { target: { value: 'SELECT 1' } });
    fireEvent.click(saveButton());
    await screen.findByText('Are you sure you want to save and apply changes?');
    expect(screen.getByText('Automatically sync columns')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/v1/dataset/4?override_columns=true');
    expect(put.body).toMatchObject({ sql: 'SELECT 1', owners: [1], database_id: 1 });
    expect(onSaved).toHaveBeenCalled();
    expect(store.getState().toasts.toasts.map((t) => t.text)).toContain('The dataset has been saved');
  });

  it('keeps Save disabled while the draft is invalid, and shows why', async () => {
    installFakeFetch([]);
    open();
    fireEvent.change(screen.getByDisplayValue('big_orders'), { target: { value: ' ' } });
    expect(await screen.findAllByText('Dataset name cannot be empty')).not.toHaveLength(0);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows "Error saving dataset" with the server message when the save fails', async () => {
    installFakeFetch([
      {
        method: 'PUT',
        path: '/api/v1/dataset/4',
        status: 422,
        body: { message: 'Dataset could not be updated.' },
      },
    ]);
    open();
    fireEvent.click(saveButton());
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await screen.findByText('Error saving dataset');
    expect(
      screen.getByText('Sorry, there was an error saving this dataset: Dataset could not be updated.'),
    ).toBeTruthy();
  });
});
