import { getSchemeColors } from '@meridian/charts';
import { cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDetail } from '../../api/types';
import { installFakeFetch } from '../databases/test-support/fakeFetch';
import { LabelColorsContext } from './chart/DashboardChart';
import { dashboardLabelColors } from './chart/chartFormData';
import { ColorSync } from './ColorSync';
import { COLOR_SYNC_DELAY_MS, COLOR_SYNC_INTERVAL_MS } from './colorSync';
import { DashboardPermissionsContext, dashboardPermissions } from './permissions';
import { dashboardInfoActions } from './state/dashboardInfo';
import { dashboardStateActions } from './state/dashboardState';
import { DashboardStoreContext, makeDashboardStore } from './state/store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DASHBOARD = {
  id: 9,
  dashboard_title: 'Colours',
  owners: [],
  json_metadata: '{"color_scheme":"supersetColors","refresh_frequency":0}',
  changed_on: '2026-01-01T10:00:00',
} as unknown as DashboardDetail;

const admin = { id: 1, roles: { Admin: [] } };
const viewer = { id: 2, roles: { Viewer: [['can_read', 'Dashboard'] as [string, string]] } };

function setup(user: typeof admin | typeof viewer, editMode = false) {
  const calls = installFakeFetch([
    {
      method: 'PUT',
      path: '/api/v1/dashboard/9/colors',
      body: (_u: string, i: RequestInit) => ({ id: 9, result: JSON.parse(i.body as string) as unknown }),
    },
  ]);
  const store = makeDashboardStore();
  store.dispatch(dashboardInfoActions.dashboardLoaded(DASHBOARD));
  if (editMode) store.dispatch(dashboardStateActions.setEditMode(true));
  const shared = dashboardLabelColors(store.getState().dashboardInfo.metadata);
  render(
    <Provider store={store} context={DashboardStoreContext}>
      <DashboardPermissionsContext value={dashboardPermissions(user, { owners: [] })}>
        <LabelColorsContext value={shared}>
          <ColorSync />
        </LabelColorsContext>
      </DashboardPermissionsContext>
    </Provider>,
  );
  const puts = () => calls.filter((c) => c.method === 'PUT');
  return { store, shared, puts };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ColorSync', () => {
  it('stores the charts’ colours once, 500 ms after load, without marking the dashboard updated', async () => {
    const { shared, puts, store } = setup(admin);
    shared.colorFor('Cars', getSchemeColors('supersetColors'));
    await wait(COLOR_SYNC_DELAY_MS - 200);
    expect(puts()).toHaveLength(0);
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { timeout: 1000 });
    expect(puts()[0]!.url).toBe('/api/v1/dashboard/9/colors?mark_updated=false');
    expect(puts()[0]!.body).toMatchObject({
      color_scheme: 'supersetColors',
      map_label_colors: { Cars: '#1FA8C9' },
      shared_label_colors: ['Cars'],
    });
    await vi.waitFor(() =>
      expect(store.getState().dashboardInfo.metadata.map_label_colors).toEqual({ Cars: '#1FA8C9' }),
    );
    // The page's metadata holds them now: later checks send nothing.
    await wait(COLOR_SYNC_INTERVAL_MS + 300);
    expect(puts()).toHaveLength(1);
  });

  it('sends again only when charts drew new labels', async () => {
    const { shared, puts } = setup(admin);
    shared.colorFor('Cars', getSchemeColors('supersetColors'));
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { timeout: 1500 });
    shared.colorFor('Planes', getSchemeColors('supersetColors'));
    await vi.waitFor(() => expect(puts()).toHaveLength(2), { timeout: COLOR_SYNC_INTERVAL_MS + 1000 });
    expect(puts()[1]!.body).toMatchObject({ shared_label_colors: ['Cars', 'Planes'] });
  });

  it('does nothing for users who cannot edit', async () => {
    const { shared, puts } = setup(viewer);
    shared.colorFor('Cars', getSchemeColors('supersetColors'));
    await wait(COLOR_SYNC_DELAY_MS + 300);
    expect(puts()).toHaveLength(0);
  });

  it('waits while the dashboard is in edit mode', async () => {
    const { shared, puts, store } = setup(admin, true);
    shared.colorFor('Cars', getSchemeColors('supersetColors'));
    await wait(COLOR_SYNC_DELAY_MS + 300);
    expect(puts()).toHaveLength(0);
    store.dispatch(dashboardStateActions.setEditMode(false));
    await vi.waitFor(() => expect(puts()).toHaveLength(1), { timeout: 1500 });
  });
});
