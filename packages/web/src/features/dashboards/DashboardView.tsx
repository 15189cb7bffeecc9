/**
 * The dashboard page once loaded: header, grid (and the side panel while editing), with edit mode,
 * undo/redo, save, discard, refresh and auto-refresh wired to the page's store.
 */
import { UNDO_LIMIT_MESSAGE, chartIdsInLayout } from '@meridian/core';
import { theme } from 'antd';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { ActionCreators } from 'redux-undo';
import { request } from '../../api/client';
import { dashboardApi } from '../../api/dashboards';
import { errorText } from '../../api/errors';
import type { DashboardDetail } from '../../api/types';
import { useToasts } from '../../components/Toasts';
import { LabelColorsContext } from './chart/DashboardChart';
import { dashboardLabelColors } from './chart/chartFormData';
import { DashboardStyles } from './DashboardStyles';
import { DashboardDnd } from './edit/DashboardDnd';
import { useUndoRedoKeys } from './edit/useUndoRedoKeys';
import { useUnsavedChangesPrompt } from './edit/useUnsavedChangesPrompt';
import { DashboardGrid } from './grid/DashboardGrid';
import { GUTTER } from './grid/gridSizing';
import { DashboardHeader } from './header/DashboardHeader';
import { useDashboardPermissions } from './permissions';
import { dashboardInfoActions } from './state/dashboardInfo';
import { layoutHydrated } from './state/dashboardLayout';
import { dashboardStateActions } from './state/dashboardState';
import { saveDashboard } from './state/saveDashboard';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from './state/store';
import { FilterBar, barOrientation } from './nativeFilters/FilterBar';
import { useAutoRefresh } from './useAutoRefresh';
import { useUiConfig } from './uiConfigContext';

// Only editors in edit mode need the side panel (and the chart list behind it).
const BuilderSidePanel = lazy(() => import('./edit/BuilderSidePanel'));

/**
 * Whether the filter bar has something to show and is wanted: an embedding's show_filters=false (the
 * SDK's dashboardUiConfig.filters.visible) hides it.
 */
const barWanted = (hasFilters: boolean, crossFilters: boolean) =>
  (hasFilters || crossFilters) && new URLSearchParams(window.location.search).get('show_filters') !== 'false';

export function DashboardView() {
  const { token } = theme.useToken();
  const dispatch = useDashboardDispatch();
  const toasts = useToasts();
  const ui = useUiConfig();
  const perms = useDashboardPermissions();
  const dashboard = useDashboardSelector((s) => s.dashboardInfo.dashboard)!;
  const metadata = useDashboardSelector((s) => s.dashboardInfo.metadata);
  const css = useDashboardSelector((s) => s.dashboardInfo.css);
  const ds = useDashboardSelector((s) => s.dashboardState);
  const past = useDashboardSelector((s) => s.dashboardLayout.past.length);
  const future = useDashboardSelector((s) => s.dashboardLayout.future.length);
  const gridRef = useRef<HTMLElement | null>(null);
  const shared = useMemo(() => dashboardLabelColors(metadata), [metadata]);
  const hasFilters = useDashboardSelector((s) => s.nativeFilters.order.length > 0);
  // Like Superset: no bar while editing, in report view (standalone=3), or with nothing to show.
  const reportView = ui.hideNav && ui.hideTitle && ui.hideChartControls;
  const showFilterBar = !ds.editMode && !reportView && barWanted(hasFilters, metadata.cross_filters_enabled);
  const orientation = barOrientation(metadata.filter_bar_orientation);

  useAutoRefresh();
  useUnsavedChangesPrompt(ds.editMode && ds.hasUnsavedChanges);
  const undo = useCallback(() => dispatch(ActionCreators.undo()), [dispatch]);
  const redo = useCallback(() => dispatch(ActionCreators.redo()), [dispatch]);
  useUndoRedoKeys(ds.editMode, undo, redo);

  useEffect(() => {
    if (ds.maxUndoHistoryExceeded)
      toasts.addWarningToast(UNDO_LIMIT_MESSAGE.replace('%(historyLength)s', String(past)));
    // Once per time the limit is reached, not on every later edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ds.maxUndoHistoryExceeded]);

  const { setEditMode, discard, save, refreshAll, changeRefreshFrequency, onDashboardUpdated, onCssChange } =
    useDashboardActions();

  return (
    <div data-test="dashboard-page" data-dashboard-id={dashboard.id} data-edit-mode={ds.editMode}>
      <DashboardStyles css={css} />
      {!ui.hideTitle && (
        <div style={{ position: 'sticky', top: ui.hideNav ? 0 : 64, zIndex: 9, marginBottom: GUTTER }}>
          <DashboardHeader
            dashboard={dashboard}
            editMode={ds.editMode}
            hasUnsavedChanges={ds.hasUnsavedChanges}
            canEdit={perms.canEdit}
            canUndo={past > 0}
            canRedo={future > 0}
            undoLimitReached={ds.maxUndoHistoryExceeded}
            onUndo={undo}
            onRedo={redo}
            onEdit={() => setEditMode(true)}
            onDiscard={discard}
            onSave={() => void save()}
            isSaving={ds.dashboardIsSaving}
            onRefresh={() => refreshAll(true)}
            onRefreshFrequencyChange={changeRefreshFrequency}
            refreshFrequency={ds.refreshFrequency}
            onDashboardUpdated={onDashboardUpdated}
            css={css}
            onCssChange={onCssChange}
            gridElementRef={gridRef}
          />
        </div>
      )}
      <LabelColorsContext value={shared}>
        <DashboardDnd>
          <div style={{ display: 'flex', gap: token.marginLG, alignItems: 'flex-start' }}>
            {showFilterBar && orientation === 'VERTICAL' && <FilterBar orientation="VERTICAL" />}
            <div
              style={{ flex: 1, minWidth: 0 }}
              className={ds.editMode ? 'dashboard-grid--editing' : undefined}
            >
              {showFilterBar && orientation === 'HORIZONTAL' && <FilterBar orientation="HORIZONTAL" />}
              <DashboardGrid gridRef={gridRef} onEdit={perms.canEdit ? () => setEditMode(true) : undefined} />
            </div>
            {ds.editMode && (
              <Suspense fallback={null}>
                <BuilderSidePanel />
              </Suspense>
            )}
          </div>
        </DashboardDnd>
      </LabelColorsContext>
    </div>
  );
}

/** Edit mode (mirrored in the URL's ?edit=true), discard, save, refresh and the header's dialogs. */
function useDashboardActions() {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const appDispatch = useDispatch();
  const toasts = useToasts();
  const [, setSearchParams] = useSearchParams();
  const dashboard = useDashboardSelector((s) => s.dashboardInfo.dashboard)!;
  const metadata = useDashboardSelector((s) => s.dashboardInfo.metadata);
  const ds = useDashboardSelector((s) => s.dashboardState);

  const setEditMode = (on: boolean) => {
    dispatch(dashboardStateActions.setEditMode(on));
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (on) next.set('edit', 'true');
        else next.delete('edit');
        return next;
      },
      { replace: true },
    );
  };

  const discard = () => {
    const saved = store.getState().dashboardInfo.saved;
    if (saved) {
      dispatch(layoutHydrated(saved.layout));
      dispatch(dashboardInfoActions.dashboardLoaded(saved.dashboard));
      dispatch(dashboardInfoActions.markSaved(saved.layout));
    }
    dispatch(dashboardStateActions.setUnsavedChanges(false));
    dispatch(dashboardStateActions.setMaxUndoHistoryExceeded(false));
    setEditMode(false);
  };

  const save = async () => {
    const outcome = await dispatch(saveDashboard());
    if (!outcome.ok) return toasts.addDangerToast(outcome.message);
    toasts.addSuccessToast(outcome.message);
    setEditMode(false);
    // Lists and a later visit read the saved dashboard, not the cached one.
    appDispatch(
      dashboardApi.util.invalidateTags([
        { type: 'Dashboard', id: 'LIST' },
        { type: 'Dashboard', id: dashboard.id },
      ]),
    );
  };

  const refreshAll = (force: boolean) => {
    const ids = chartIdsInLayout(store.getState().dashboardLayout.present);
    dispatch(dashboardStateActions.refreshCharts({ chartIds: ids, force, now: Date.now() }));
  };

  const changeRefreshFrequency = (seconds: number, persist: boolean) => {
    dispatch(dashboardStateActions.setRefreshFrequency({ seconds, persist: persist && ds.editMode }));
    if (!persist || ds.editMode) return;
    // Outside edit mode the interval is kept at once (nothing else is pending).
    const json_metadata = JSON.stringify({ ...metadata, refresh_frequency: seconds });
    request(`/api/v1/dashboard/${dashboard.id}`, { method: 'PUT', body: { json_metadata } }).then(
      () => dispatch(dashboardInfoActions.dashboardUpdated({ json_metadata })),
      (e: unknown) => toasts.addDangerToast(errorText(e)),
    );
  };

  const onDashboardUpdated = (patch: Partial<DashboardDetail>) => {
    dispatch(dashboardInfoActions.dashboardUpdated(patch));
    if (!ds.editMode) {
      // Saved on the server already: keep it across Discard.
      dispatch(dashboardInfoActions.markSaved(store.getState().dashboardLayout.present));
      return;
    }
    if (patch.json_metadata !== undefined) dispatch(dashboardStateActions.setColorSchemeUpdated());
    else if (patch.dashboard_title !== undefined) dispatch(dashboardStateActions.setUnsavedChanges(true));
  };

  const onCssChange = (next: string) => {
    dispatch(dashboardInfoActions.setCss(next));
    if (ds.editMode) dispatch(dashboardStateActions.setUnsavedChanges(true));
  };
  return { setEditMode, discard, save, refreshAll, changeRefreshFrequency, onDashboardUpdated, onCssChange };
}
