import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { parseLayout } from '@meridian/core';
import { useRef } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardDetail } from '../../../api/types';
import { makeStore } from '../../../app/store';
import { installFakeFetch } from '../../databases/test-support/fakeFetch';
import { dashboardInfoActions } from '../state/dashboardInfo';
import { layoutHydrated } from '../state/dashboardLayout';
import { DashboardStoreContext, makeDashboardStore } from '../state/store';
import { DashboardHeader } from './DashboardHeader';
import { OVERWRITE_QUESTION } from './OverwriteConfirmModal';
import { CONFIRM_OVERWRITE_MESSAGE } from './overwriteDiff';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DASHBOARD: DashboardDetail = {
  id: 7,
  dashboard_title: 'Sales',
  slug: null,
  published: true,
  owners: [],
  json_metadata: '{"color_scheme":"supersetColors"}',
  position_json: '{"ROOT_ID":{"id":"ROOT_ID","type":"ROOT","children":[]}}',
  css: '',
  certified_by: null,
  certification_details: null,
  changed_on: '2026-01-01T10:00:00',
  changed_by_name: 'Ada Lovelace',
  url: '/superset/dashboard/7/',
};

function setup(flag: boolean, server: DashboardDetail) {
  installFakeFetch([
    { path: '/api/v1/feature_flags/', body: { result: { CONFIRM_DASHBOARD_DIFF: flag } } },
    { path: '/api/v1/dashboard/favorite_status/', body: { result: [{ id: 7, value: false }] } },
    { path: '/api/v1/dashboard/7', body: { id: 7, result: server } },
    { path: '/api/v1/me/roles/', body: { result: { id: 1, username: 'admin', roles: { Admin: [] } } } },
  ]);
  const app = makeStore();
  const page = makeDashboardStore();
  page.dispatch(dashboardInfoActions.dashboardLoaded(DASHBOARD));
  const layout = parseLayout(DASHBOARD.position_json);
  page.dispatch(layoutHydrated(layout));
  page.dispatch(dashboardInfoActions.markSaved(layout));
  const onSave = vi.fn();
  function Page() {
    const grid = useRef<HTMLDivElement>(null);
    return (
      <DashboardHeader
        dashboard={DASHBOARD}
        editMode
        hasUnsavedChanges
        canEdit
        canUndo={false}
        canRedo={false}
        undoLimitReached={false}
        onUndo={vi.fn()}
        onRedo={vi.fn()}
        onEdit={vi.fn()}
        onDiscard={vi.fn()}
        onSave={onSave}
        isSaving={false}
        onRefresh={vi.fn()}
        onRefreshFrequencyChange={vi.fn()}
        refreshFrequency={0}
        onDashboardUpdated={vi.fn()}
        css=""
        onCssChange={vi.fn()}
        gridElementRef={grid}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  render(
    <Provider store={app}>
      <Provider store={page} context={DashboardStoreContext}>
        <RouterProvider router={router} />
      </Provider>
    </Provider>,
  );
  const toasts = () => app.getState().toasts.toasts.map((t) => t.text);
  return { onSave, toasts, app };
}

const flagLoaded = (app: ReturnType<typeof makeStore>) =>
  waitFor(() =>
    expect(
      Object.values(app.getState().api.queries).some((q) => q?.endpointName === 'getFeatureFlags' && q.data),
    ).toBe(true),
  );

describe('save with confirm-dashboard-diff', () => {
  it('asks before overwriting what someone else changed, and saves once confirmed', async () => {
    const theirs = { ...DASHBOARD, css: '.theirs{}', changed_on: '2026-01-02T09:00:00' };
    const { onSave, toasts, app } = setup(true, theirs);
    await flagLoaded(app);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(OVERWRITE_QUESTION);
    expect(onSave).not.toHaveBeenCalled();
    expect(toasts()).toContain(CONFIRM_OVERWRITE_MESSAGE);
    const row = document.querySelector('[data-key="css"]')!;
    expect(row.textContent).toContain('.theirs{}');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, overwrite changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  }, 20_000);

  it('saves at once when the server has not changed since the page loaded it', async () => {
    const { onSave, app } = setup(true, DASHBOARD);
    await flagLoaded(app);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(OVERWRITE_QUESTION)).toBeNull();
  }, 20_000);

  it('saves without checking when the flag is off', async () => {
    const theirs = { ...DASHBOARD, css: '.theirs{}', changed_on: '2026-01-02T09:00:00' };
    const { onSave, app } = setup(false, theirs);
    await flagLoaded(app);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  }, 20_000);
});
