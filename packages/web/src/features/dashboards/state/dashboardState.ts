/**
 * The page's dashboard state (spec §4): edit mode, unsaved flag, saving, refresh, undo-limit flag,
 * active tabs, full-size chart and the auto-refresh interval. Layout edits live in dashboardLayout.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fieldSetter } from './fieldSetter';

export interface ChartRefreshRequest {
  /** Bumped on every request so a chart's effect sees a new value. */
  n: number;
  force: boolean;
}

export interface DashboardState {
  editMode: boolean;
  hasUnsavedChanges: boolean;
  dashboardIsSaving: boolean;
  isRefreshing: boolean;
  maxUndoHistoryExceeded: boolean;
  /** The selected TAB of every tab set on the way to what is shown. */
  activeTabs: string[];
  inactiveTabs: string[];
  fullSizeChartId: number | null;
  /** Auto-refresh interval in seconds (0 = off). */
  refreshFrequency: number;
  shouldPersistRefreshFrequency: boolean;
  /** Ids from the root to the component a link or permalink points at. */
  directPathToChild: string[];
  updatedColorScheme: boolean;
  chartRefresh: Record<number, ChartRefreshRequest>;
  lastRefreshTime: number;
  /** The vertical filter bar is open (spec §4 nativeFiltersBarOpen). */
  nativeFiltersBarOpen: boolean;
}

export const initialDashboardState: DashboardState = {
  editMode: false,
  hasUnsavedChanges: false,
  dashboardIsSaving: false,
  isRefreshing: false,
  maxUndoHistoryExceeded: false,
  activeTabs: [],
  inactiveTabs: [],
  fullSizeChartId: null,
  refreshFrequency: 0,
  shouldPersistRefreshFrequency: false,
  directPathToChild: [],
  updatedColorScheme: false,
  chartRefresh: {},
  lastRefreshTime: 0,
  nativeFiltersBarOpen: true,
};

const set = fieldSetter<DashboardState>();

const slice = createSlice({
  name: 'dashboardState',
  initialState: initialDashboardState,
  reducers: {
    setEditMode(state, action: PayloadAction<boolean>) {
      state.editMode = action.payload;
      if (!action.payload) state.fullSizeChartId = null;
    },
    setUnsavedChanges: set('hasUnsavedChanges'),
    setMaxUndoHistoryExceeded: set('maxUndoHistoryExceeded'),
    saveStarted(state) {
      state.dashboardIsSaving = true;
    },
    saveFinished(state, action: PayloadAction<{ ok: boolean }>) {
      state.dashboardIsSaving = false;
      if (!action.payload.ok) return;
      state.hasUnsavedChanges = false;
      state.maxUndoHistoryExceeded = false;
      state.updatedColorScheme = false;
      state.shouldPersistRefreshFrequency = false;
      state.editMode = false;
    },
    /** Selecting a tab replaces its previously selected sibling in activeTabs. */
    setActiveTab(state, action: PayloadAction<{ tabId: string; prevTabId?: string | null }>) {
      const { tabId, prevTabId } = action.payload;
      const keep = state.activeTabs.filter((t) => t !== prevTabId && t !== tabId);
      state.activeTabs = [...keep, tabId];
      state.inactiveTabs = [
        ...state.inactiveTabs.filter((t) => t !== tabId),
        ...(prevTabId ? [prevTabId] : []),
      ];
    },
    setActiveTabs: set('activeTabs'),
    setDirectPathToChild: set('directPathToChild'),
    setFullSizeChartId: set('fullSizeChartId'),
    setRefreshFrequency(state, action: PayloadAction<{ seconds: number; persist: boolean }>) {
      state.refreshFrequency = Math.max(0, action.payload.seconds);
      state.shouldPersistRefreshFrequency = action.payload.persist;
      if (action.payload.persist) state.hasUnsavedChanges = true;
    },
    /** Asks the given charts to query again (each chart decides whether it is loaded). */
    refreshCharts(state, action: PayloadAction<{ chartIds: number[]; force: boolean; now: number }>) {
      for (const id of action.payload.chartIds) {
        const n = (state.chartRefresh[id]?.n ?? 0) + 1;
        state.chartRefresh[id] = { n, force: action.payload.force };
      }
      state.lastRefreshTime = action.payload.now;
    },
    setRefreshing: set('isRefreshing'),
    setNativeFiltersBarOpen: set('nativeFiltersBarOpen'),
    setColorSchemeUpdated(state) {
      state.updatedColorScheme = true;
      state.hasUnsavedChanges = true;
    },
  },
});

export const dashboardStateActions = slice.actions;
export const dashboardStateReducer = slice.reducer;
