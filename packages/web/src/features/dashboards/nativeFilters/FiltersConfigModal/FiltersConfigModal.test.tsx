import { parseLayout, type FilterConfigItem, type NativeFilter } from '@meridian/core';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDetail } from '../../../../api/types';
import { installFakeFetch, type FakeRoute } from '../../../databases/test-support/fakeFetch';
import { ChartsProvider, type ChartInfo } from '../../chart/chartsContext';
import { dashboardInfoActions } from '../../state/dashboardInfo';
import { layoutHydrated } from '../../state/dashboardLayout';
import { nativeFiltersActions } from '../../state/nativeFilters';
import { DashboardStoreContext, makeDashboardStore } from '../../state/store';
import { FiltersConfigModal } from './FiltersConfigModal';

configure({ testIdAttribute: 'data-test' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const layout = parseLayout({
  ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', children: ['ROW-1'] },
  'ROW-1': { type: 'ROW', children: ['CHART-1', 'CHART-2'] },
  'CHART-1': { type: 'CHART', meta: { chartId: 1, sliceName: 'Sales' } },
  'CHART-2': { type: 'CHART', meta: { chartId: 2, sliceName: 'Orders' } },
});

const filter = (id: string, name: string): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  filterType: 'filter_time',
  name,
  description: '',
  targets: [{}],
  controlValues: {},
  defaultDataMask: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
});

const A = filter('NATIVE_FILTER-a', 'Period');
const B = filter('NATIVE_FILTER-b', 'Window');

function setup(routes: FakeRoute[] = [], items: FilterConfigItem[] = [A, B], charts: ChartInfo[] = []) {
  const calls = installFakeFetch(routes);
  const store = makeDashboardStore();
  store.dispatch(
    dashboardInfoActions.dashboardLoaded({
      id: 7,
      dashboard_title: 'D',
      json_metadata: JSON.stringify({ color_scheme: 'x', native_filter_configuration: items }),
      position_json: null,
    } as unknown as DashboardDetail),
  );
  store.dispatch(layoutHydrated(layout));
  store.dispatch(nativeFiltersActions.nativeFiltersSet(items));
  const onCancel = vi.fn();
  render(
    <Provider store={store} context={DashboardStoreContext}>
      <ChartsProvider initial={charts}>
        <FiltersConfigModal open onCancel={onCancel} />
      </ChartsProvider>
    </Provider>,
  );
  return { calls, store, onCancel };
}

const titles = () => screen.queryAllByTestId('filter-list-title').map((e) => e.textContent);
const save = () => screen.getByTestId('filters-config-save');

// antd renders slowly in happy-dom when the machine is busy.
describe('FiltersConfigModal', { timeout: 20_000 }, () => {
  it('lists the filters and shows the selected one', () => {
    setup();
    expect(titles()).toEqual(['Period', 'Window']);
    expect((screen.getByTestId('filter-name-input') as HTMLInputElement).value).toBe('Period');
  });

  it('validates an item as the user edits it, and on Save, not on open', async () => {
    const { calls } = setup([], [A, { ...B, name: '' }]);
    // Window has no name: no message before the user edits it or saves.
    fireEvent.click(screen.getAllByTestId('filter-list-item')[1]!);
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(save().hasAttribute('disabled')).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('filter-name-input'), { target: { value: 'Again' } });
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull(), { timeout: 10_000 });
    expect(save().hasAttribute('disabled')).toBe(false);
  });

  it('shows the messages of an item the user edits at once', async () => {
    setup();
    fireEvent.change(screen.getByTestId('filter-name-input'), { target: { value: '' } });
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('filter-name-input'), { target: { value: 'Again' } });
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull(), { timeout: 10_000 });
  });

  it('selects the first item with errors on Save', async () => {
    setup([], [{ ...A, name: '' }, B]);
    fireEvent.click(screen.getAllByTestId('filter-list-item')[1]!);
    expect((screen.getByTestId('filter-name-input') as HTMLInputElement).value).toBe('Window');
    fireEvent.click(save());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect((screen.getByTestId('filter-name-input') as HTMLInputElement).value).toBe('');
  });

  it("opens a new filter on the dashboard's dataset, without messages before Save", async () => {
    const chart = (id: number, datasource_id: number) =>
      ({
        id,
        slice_name: `c${id}`,
        viz_type: 'pie',
        form_data: {},
        datasource_id,
        datasource_type: 'table',
      }) as ChartInfo;
    setup(
      [
        {
          path: '/api/v1/dataset/?',
          body: {
            count: 2,
            result: [
              { id: 4, table_name: 'birth_names', schema: 'main' },
              { id: 9, table_name: 'flights', schema: 'main' },
            ],
          },
        },
      ],
      [],
      [chart(1, 4), chart(2, 4)],
    );
    await waitFor(() =>
      expect(screen.getByTestId('filter-dataset-select').textContent).toContain('birth_names'),
    );
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.queryByText('Dataset is required')).toBeNull();
    fireEvent.click(screen.getByTestId('add-filters-and-dividers'));
    fireEvent.click(await screen.findByTestId('add-filter'));
    await waitFor(() => expect(screen.getAllByTestId('filter-list-item')).toHaveLength(2));
    await waitFor(
      () => expect(screen.getByTestId('filter-dataset-select').textContent).toContain('birth_names'),
      { timeout: 10_000 },
    );
  });

  it('removes a filter with a 5 s undo', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getAllByTestId('remove-filter')[0]!);
    expect(screen.getByText('You have removed this filter.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('restore-filter-button'));
    expect(screen.queryByText('You have removed this filter.')).toBeNull();
    expect(titles()).toEqual(['Period', 'Window']);

    fireEvent.click(screen.getAllByTestId('remove-filter')[0]!);
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(titles()).toEqual(['Period', 'Window']);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(titles()).toEqual(['Window']);
  });

  it('adds a divider and saves the changes with PUT /filters, then updates the store', async () => {
    const { calls, store, onCancel } = setup([
      {
        method: 'PUT',
        path: '/api/v1/dashboard/7/filters',
        body: (_u: string, init?: RequestInit) => {
          const body = JSON.parse(init?.body as string) as { modified: unknown[] };
          return { result: [B, ...body.modified] };
        },
      },
    ]);
    fireEvent.click(screen.getByTestId('add-filters-and-dividers'));
    fireEvent.click(await screen.findByTestId('add-divider'));
    // Validated on Save, not on opening the new item.
    expect(screen.queryByText('Title is required')).toBeNull();
    fireEvent.click(save());
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByTestId('divider-title-input'), { target: { value: 'More' } });
    fireEvent.click(screen.getAllByTestId('filter-list-item')[0]!);
    fireEvent.click(within(screen.getAllByTestId('filter-list-item')[0]!).getByTestId('remove-filter'));
    fireEvent.click(save());
    await waitFor(() => expect(onCancel).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT')!;
    const body = put.body as {
      modified: { id: string; title: string }[];
      deleted: string[];
      reordered: string[];
    };
    expect(body.deleted).toEqual([A.id]);
    expect(body.reordered).toEqual([]);
    expect(body.modified).toHaveLength(1);
    expect(body.modified[0]).toMatchObject({ type: 'DIVIDER', title: 'More' });
    expect(body.modified[0]!.id).toMatch(/^NATIVE_FILTER_DIVIDER-/);
    const state = store.getState();
    expect(state.nativeFilters.order).toEqual([B.id, body.modified[0]!.id]);
    const metadata = JSON.parse(state.dashboardInfo.dashboard!.json_metadata!) as Record<string, unknown>;
    expect(metadata.color_scheme).toBe('x');
    expect((metadata.native_filter_configuration as unknown[]).length).toBe(2);
  });

  it('shows a failed save in the modal and stays open', async () => {
    const { onCancel } = setup([
      { method: 'PUT', path: '/api/v1/dashboard/7/filters', status: 403, body: { message: 'Forbidden' } },
    ]);
    fireEvent.change(screen.getByTestId('filter-name-input'), { target: { value: 'Renamed' } });
    fireEvent.click(save());
    expect(await screen.findByTestId('filters-save-error')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('asks before dropping unsaved changes', () => {
    const { onCancel } = setup();
    fireEvent.change(screen.getByTestId('filter-name-input'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByTestId('filters-config-cancel'));
    expect(screen.getByText('There are unsaved changes.')).toBeTruthy();
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(onCancel).toHaveBeenCalled();
  });
});
