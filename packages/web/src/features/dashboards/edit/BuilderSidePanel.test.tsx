import { createDefaultRegistry } from '@meridian/charts';
import { parseLayout } from '@meridian/core';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import {
  ChartRegistryProvider,
  staticRegistrySource,
} from '../../../components/ChartRenderer/registryContext';
import { installFakeFetch } from '../../databases/test-support/fakeFetch';
import { layoutHydrated } from '../state/dashboardLayout';
import { DashboardStoreContext, makeDashboardStore } from '../state/store';
import BuilderSidePanel from './BuilderSidePanel';

configure({ testIdAttribute: 'data-test' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chart = (id: number, slice_name: string, viz_type: string) => ({
  id,
  slice_name,
  viz_type,
  datasource_name_text: 'main.birth_names',
});

function setup() {
  let listed = [chart(1, 'Births', 'echarts_timeseries_line')];
  const calls = installFakeFetch([
    {
      path: '/api/v1/chart/?',
      body: () => ({ count: listed.length, ids: listed.map((c) => c.id), result: listed }),
    },
  ]);
  const dashboardStore = makeDashboardStore();
  dashboardStore.dispatch(
    layoutHydrated(
      parseLayout({
        ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { type: 'GRID', children: ['ROW-1'] },
        'ROW-1': { type: 'ROW', children: ['CHART-1'] },
        'CHART-1': { type: 'CHART', meta: { chartId: 1, sliceName: 'Births' } },
      }),
    ),
  );
  // One app store (RTK Query's cache) for every opening of the panel, as on the page.
  const appStore = makeStore();
  const registry = staticRegistrySource(createDefaultRegistry());
  const mount = () =>
    render(
      <Provider store={appStore}>
        <ChartRegistryProvider source={registry}>
          <Provider store={dashboardStore} context={DashboardStoreContext}>
            <BuilderSidePanel />
          </Provider>
        </ChartRegistryProvider>
      </Provider>,
    );
  const view = mount();
  const listCalls = () => calls.filter((c) => c.url.startsWith('/api/v1/chart/?')).length;
  return { view, mount, listCalls, setListed: (next: typeof listed) => (listed = next) };
}

const names = () => screen.queryAllByTestId('new-chart-name').map((e) => e.textContent);

describe('BuilderSidePanel', { timeout: 20_000 }, () => {
  it("shows each chart's type by its name, not its key, and marks charts already on the dashboard", async () => {
    setup();
    await waitFor(() => expect(names()).toEqual(['Births']));
    await waitFor(() => expect(screen.getByTestId('new-chart-viz').textContent).toBe('Line Chart'));
    expect(screen.getByTestId('chart-added')).toBeTruthy();
  });

  it('offers "Create new chart", opening explore in a new tab', async () => {
    setup();
    const link = await screen.findByTestId('create-new-chart');
    expect(link.textContent).toBe('Create new chart');
    expect(link.getAttribute('href')).toBe('/explore/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('asks for the list again when the window gets the focus back: a chart saved meanwhile appears', async () => {
    const { listCalls, setListed } = setup();
    await waitFor(() => expect(names()).toEqual(['Births']));
    const before = listCalls();
    setListed([chart(2, 'New one', 'pie'), chart(1, 'Births', 'echarts_timeseries_line')]);
    act(() => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(names()).toEqual(['New one', 'Births']));
    expect(listCalls()).toBe(before + 1);
    expect(screen.getAllByTestId('new-chart-viz').map((e) => e.textContent)).toEqual([
      'Pie Chart',
      'Line Chart',
    ]);
  });

  it('asks for the list again each time the panel opens', async () => {
    const { view, mount, listCalls, setListed } = setup();
    await waitFor(() => expect(names()).toEqual(['Births']));
    view.unmount();
    setListed([chart(3, 'Made in explore', 'pie'), chart(1, 'Births', 'echarts_timeseries_line')]);
    const before = listCalls();
    mount();
    await waitFor(() => expect(names()).toEqual(['Made in explore', 'Births']));
    expect(listCalls()).toBe(before + 1);
  });
});
