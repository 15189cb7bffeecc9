import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { normalizeError } from '../../api/errors';
import { makeStore } from '../../app/store';
import { installFakeFetch } from '../databases/test-support/fakeFetch';
import { PropertiesModal } from './chart/PropertiesModal';
import { SAVE_UNKNOWN_ERROR, SaveFailureAlert, saveFailure } from '../../components/SaveFailure';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const apiError = (status: number, body: unknown) => new ApiError(normalizeError({ status, body }));
const ACCESS_BODY = {
  errors: [
    {
      message:
        'This endpoint requires the datasource cleaned_sales_data, database or `all_datasource_access` permission',
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      level: 'error',
      extra: { owners: ['Ada Lovelace'] },
    },
  ],
};

describe('saveFailure', () => {
  it('shows the server message in the save template', () => {
    const f = saveFailure(apiError(400, { message: { slice_name: ['Name is too long'] } }), 'chart');
    expect(f.message).toBe('Sorry, there was an error saving this chart: Name is too long');
    expect(f.access).toBeUndefined();
  });

  it('falls back to the unknown error text when the server said nothing usable', () => {
    expect(saveFailure(apiError(500, '<html>oops</html>'), 'dataset').message).toBe(
      'Sorry, there was an error saving this dataset: Server error',
    );
    expect(saveFailure({}, 'dataset').message).toBe(SAVE_UNKNOWN_ERROR);
  });

  it('says a 403 is a permission problem and keeps the server reason', () => {
    const f = saveFailure(
      apiError(403, { message: 'Changing one or more of these dashboards is forbidden' }),
      'chart',
    );
    expect(f.message).toBe('You do not have permission to edit this chart');
    expect(f.description).toBe('Changing one or more of these dashboards is forbidden');
    expect(saveFailure(apiError(403, { message: 'Forbidden' }), 'chart').description).toBeUndefined();
  });

  it('keeps a typed access error for the access panel', () => {
    const f = saveFailure(apiError(403, ACCESS_BODY), 'chart');
    expect(f.access?.error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    render(<SaveFailureAlert failure={f} />);
    expect(screen.getByText('Access denied')).toBeTruthy();
    expect(screen.getByText(/requires the datasource cleaned_sales_data/)).toBeTruthy();
    expect(screen.getByText('Dataset Owner: Ada Lovelace')).toBeTruthy();
  });
});

describe('PropertiesModal save failure', () => {
  it('shows the access panel and a toast with the server message', async () => {
    installFakeFetch([
      {
        path: '/api/v1/chart/5',
        body: {
          result: {
            id: 5,
            slice_name: 'Sales',
            viz_type: 'table',
            description: null,
            params: null,
            query_context: null,
            datasource_id: 1,
            datasource_type: 'table',
            dashboards: [],
            owners: [],
            tags: [],
            cache_timeout: null,
            certified_by: null,
            certification_details: null,
          },
        },
      },
      { method: 'PUT', path: '/api/v1/chart/5', status: 403, body: ACCESS_BODY },
    ]);
    const store = makeStore();
    render(
      <Provider store={store}>
        <PropertiesModal sliceId={5} onHide={vi.fn()} onSaved={vi.fn()} />
      </Provider>,
    );
    await screen.findByDisplayValue('Sales');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Access denied');
    expect(screen.getByText('Dataset Owner: Ada Lovelace')).toBeTruthy();
    await waitFor(() =>
      expect(store.getState().toasts.toasts.map((t) => t.text)).toContain(
        'Sorry, there was an error saving this chart: This endpoint requires the datasource cleaned_sales_data, database or `all_datasource_access` permission',
      ),
    );
  });
});
