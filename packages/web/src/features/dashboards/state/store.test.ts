import { UNDO_LIMIT, newComponent, type DashboardLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { ActionCreators } from 'redux-undo';
import { ApiError } from '../../../api/client';
import { dashboardStateActions } from './dashboardState';
import { layoutEdited, layoutHydrated } from './dashboardLayout';
import { editLayout } from './editLayout';
import { SAVE_FORBIDDEN, SAVE_UNKNOWN_ERROR, saveErrorMessage } from './saveDashboard';
import { makeDashboardStore } from './store';

const base: DashboardLayout = { ROOT_ID: { ...newComponent('ROOT', {}, [], 'ROOT_ID') } };
const withText = (text: string): DashboardLayout => ({
  ...base,
  H: { ...newComponent('HEADER', { text }, ['ROOT_ID'], 'H') },
});

function loaded() {
  const store = makeDashboardStore();
  store.dispatch(layoutHydrated(base));
  return store;
}

describe('dashboard store: layout history and the unsaved flag', () => {
  it('starts clean, and an edit is undoable and marks unsaved', () => {
    const store = loaded();
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    store.dispatch(layoutEdited(withText('a')));
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
    expect(store.getState().dashboardLayout.past).toHaveLength(1);
  });

  it('undo back to an empty history clears the unsaved flag; redo sets it again', () => {
    const store = loaded();
    store.dispatch(layoutEdited(withText('a')));
    store.dispatch(layoutEdited(withText('b')));
    store.dispatch(ActionCreators.undo());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
    store.dispatch(ActionCreators.undo());
    expect(store.getState().dashboardLayout.present).toBe(base);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
    store.dispatch(ActionCreators.redo());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
    expect(store.getState().dashboardLayout.present.H!.meta.text).toBe('a');
  });

  it('keeps the unsaved flag after undo when the colour scheme changed', () => {
    const store = loaded();
    store.dispatch(layoutEdited(withText('a')));
    store.dispatch(dashboardStateActions.setColorSchemeUpdated());
    store.dispatch(ActionCreators.undo());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('flags the undo limit and then keeps the unsaved flag on undo', () => {
    const store = loaded();
    for (let i = 0; i < UNDO_LIMIT + 5; i++) store.dispatch(layoutEdited(withText(String(i))));
    const s = store.getState();
    expect(s.dashboardState.maxUndoHistoryExceeded).toBe(true);
    expect(s.dashboardLayout.past.length).toBeLessThanOrEqual(UNDO_LIMIT + 1);
    while (store.getState().dashboardLayout.past.length) store.dispatch(ActionCreators.undo());
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(true);
  });

  it('a no-op edit records nothing; hydrating (saving) clears history', () => {
    const store = loaded();
    expect(store.dispatch(editLayout((l) => l)).changed).toBe(false);
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    store.dispatch(editLayout(() => withText('x')));
    store.dispatch(layoutHydrated(store.getState().dashboardLayout.present));
    store.dispatch(dashboardStateActions.saveFinished({ ok: true }));
    expect(store.getState().dashboardLayout.past).toHaveLength(0);
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
  });

  it('returns the warning of a refused edit without recording it', () => {
    const store = loaded();
    const edit = store.dispatch(editLayout((l) => ({ layout: l, changed: false, warning: 'no room' })));
    expect(edit.warning).toBe('no room');
    expect(store.getState().dashboardState.hasUnsavedChanges).toBe(false);
  });
});

describe('dashboard state', () => {
  it('replaces the previous tab of a tab set in activeTabs', () => {
    const store = loaded();
    store.dispatch(dashboardStateActions.setActiveTabs(['TAB-a', 'TAB-x']));
    store.dispatch(dashboardStateActions.setActiveTab({ tabId: 'TAB-b', prevTabId: 'TAB-a' }));
    expect(store.getState().dashboardState.activeTabs).toEqual(['TAB-x', 'TAB-b']);
  });

  it('bumps refresh requests per chart', () => {
    const store = loaded();
    store.dispatch(dashboardStateActions.refreshCharts({ chartIds: [1, 2], force: true, now: 1 }));
    store.dispatch(dashboardStateActions.refreshCharts({ chartIds: [1], force: false, now: 2 }));
    expect(store.getState().dashboardState.chartRefresh).toEqual({
      1: { n: 2, force: false },
      2: { n: 1, force: true },
    });
  });
});

describe('saveErrorMessage', () => {
  it('maps errors to the spec messages', () => {
    expect(saveErrorMessage(new ApiError({ error: 'Forbidden', status: 403 }))).toBe(SAVE_FORBIDDEN);
    expect(saveErrorMessage(new ApiError({ error: 'Slug must be unique', status: 400 }))).toBe(
      'Sorry, there was an error saving this dashboard: Slug must be unique',
    );
    expect(saveErrorMessage(new ApiError({ error: 'An error occurred' }))).toBe(SAVE_UNKNOWN_ERROR);
  });
});
