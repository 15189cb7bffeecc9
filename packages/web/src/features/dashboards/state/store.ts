/**
 * The dashboard page's own Redux store (layout with undo, dashboard state, dashboard info), made per
 * page visit and reached through its own context, so the app store (RTK Query, toasts) is untouched
 * and leaving the page drops the history. Undo/redo rules of spec §4 are applied after the slices.
 */
import { combineReducers, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { UNDO_LIMIT } from '@meridian/core';
import { createContext } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux';
import { ActionTypes } from 'redux-undo';
import { dashboardInfoReducer } from './dashboardInfo';
import { dashboardLayoutReducer, layoutEdited } from './dashboardLayout';
import { dashboardStateReducer } from './dashboardState';
import { dataMaskReducer } from './dataMask';
import { nativeFiltersActions, nativeFiltersReducer } from './nativeFilters';
import { syncMasksWithConfig } from './syncMasks';

const combined = combineReducers({
  dashboardLayout: dashboardLayoutReducer,
  dashboardState: dashboardStateReducer,
  dashboardInfo: dashboardInfoReducer,
  nativeFilters: nativeFiltersReducer,
  dataMask: dataMaskReducer,
});

export type DashboardRootState = ReturnType<typeof combined>;

export function dashboardReducer(state: DashboardRootState | undefined, action: UnknownAction) {
  let next = combined(state, action);
  if (!state || next === state) return next;
  if (nativeFiltersActions.nativeFiltersSet.match(action)) {
    const masks = syncMasksWithConfig(state.nativeFilters.filters, next.nativeFilters.filters, next.dataMask);
    if (masks !== next.dataMask) next = { ...next, dataMask: masks };
  }
  const ds = next.dashboardState;
  const past = next.dashboardLayout.past.length;
  if (layoutEdited.match(action) && next.dashboardLayout !== state.dashboardLayout) {
    const exceeded = ds.maxUndoHistoryExceeded || past >= UNDO_LIMIT;
    if (ds.hasUnsavedChanges && exceeded === ds.maxUndoHistoryExceeded) return next;
    return {
      ...next,
      dashboardState: { ...ds, hasUnsavedChanges: true, maxUndoHistoryExceeded: exceeded },
    };
  }
  if (action.type === ActionTypes.UNDO) {
    // Back at the loaded layout: nothing is unsaved, unless history was cut or colours changed.
    const clean = past === 0 && !ds.maxUndoHistoryExceeded && !ds.updatedColorScheme;
    if (clean && ds.hasUnsavedChanges)
      return { ...next, dashboardState: { ...ds, hasUnsavedChanges: false } };
  }
  if (action.type === ActionTypes.REDO && !ds.hasUnsavedChanges && state.dashboardLayout.future.length > 0)
    return { ...next, dashboardState: { ...ds, hasUnsavedChanges: true } };
  return next;
}

export const makeDashboardStore = () =>
  configureStore({
    reducer: dashboardReducer,
    // Layouts are large; the dev-only checks would warn on every edit of a big dashboard.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }),
  });

export type DashboardStore = ReturnType<typeof makeDashboardStore>;
export type DashboardDispatch = DashboardStore['dispatch'];
export type DashboardThunk<R = void> = ThunkAction<R, DashboardRootState, unknown, UnknownAction>;

export const DashboardStoreContext = createContext<ReactReduxContextValue<
  DashboardRootState,
  UnknownAction
> | null>(null);

export const useDashboardDispatch = createDispatchHook(DashboardStoreContext).withTypes<DashboardDispatch>();
export const useDashboardSelector = createSelectorHook(DashboardStoreContext).withTypes<DashboardRootState>();
export const useDashboardStore = createStoreHook(DashboardStoreContext).withTypes<DashboardStore>();
