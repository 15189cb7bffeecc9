/**
 * The dashboard as loaded (and as patched by the header's dialogs), its parsed metadata and its CSS.
 * `saved` is the last saved dashboard and layout, for Discard.
 */
import type { DashboardLayout } from '@meridian/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardDetail } from '../../../api/types';
import { parseMetadata, type DashboardMetadata } from './metadata';

export interface DashboardInfo {
  dashboard: DashboardDetail | null;
  metadata: DashboardMetadata;
  css: string;
  /** The dashboard and layout as last saved: what Discard goes back to. */
  saved: { dashboard: DashboardDetail; layout: DashboardLayout } | null;
}

export const initialDashboardInfo: DashboardInfo = {
  dashboard: null,
  metadata: parseMetadata(null),
  css: '',
  saved: null,
};

const slice = createSlice({
  name: 'dashboardInfo',
  initialState: initialDashboardInfo,
  reducers: {
    dashboardLoaded(_state, action: PayloadAction<DashboardDetail>) {
      const d = action.payload;
      return { dashboard: d, metadata: parseMetadata(d.json_metadata), css: d.css ?? '', saved: null };
    },
    /** Records the current dashboard with `layout` as the saved state. */
    markSaved(state, action: PayloadAction<DashboardLayout>) {
      if (state.dashboard) state.saved = { dashboard: state.dashboard, layout: action.payload };
    },
    /** Fields a dialog already saved on the server (properties, publish, certification...). */
    dashboardUpdated(state, action: PayloadAction<Partial<DashboardDetail>>) {
      if (!state.dashboard) return;
      Object.assign(state.dashboard, action.payload);
      if (action.payload.json_metadata !== undefined)
        state.metadata = parseMetadata(action.payload.json_metadata);
      if (action.payload.css !== undefined) state.css = action.payload.css ?? '';
    },
    setCss(state, action: PayloadAction<string>) {
      state.css = action.payload;
    },
  },
});

export const dashboardInfoActions = slice.actions;
export const dashboardInfoReducer = slice.reducer;
