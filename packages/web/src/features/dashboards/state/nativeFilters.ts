/**
 * The dashboard's native filter configuration (json_metadata.native_filter_configuration) in the
 * page's store: items by id plus their order (the filter bar shows them in this order). Loaded with
 * the dashboard and replaced after the configuration modal saves (PUT /api/v1/dashboard/{id}/filters).
 */
import type { FilterConfigItem } from '@meridian/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface NativeFiltersState {
  filters: Record<string, FilterConfigItem>;
  /** Ids in display order (filters and dividers). */
  order: string[];
  /** The filter whose control has focus (scope highlighting on the grid). */
  focusedFilterId: string | null;
}

export const initialNativeFiltersState: NativeFiltersState = {
  filters: {},
  order: [],
  focusedFilterId: null,
};

const slice = createSlice({
  name: 'nativeFilters',
  initialState: initialNativeFiltersState,
  reducers: {
    /** The whole configuration, in order (on load and after a save). */
    nativeFiltersSet(state, action: PayloadAction<FilterConfigItem[]>) {
      state.filters = Object.fromEntries(action.payload.map((f) => [f.id, f]));
      state.order = action.payload.map((f) => f.id);
      if (state.focusedFilterId && !state.filters[state.focusedFilterId]) state.focusedFilterId = null;
    },
    setFocusedFilter(state, action: PayloadAction<string | null>) {
      state.focusedFilterId = action.payload;
    },
  },
});

export const nativeFiltersActions = slice.actions;
export const nativeFiltersReducer = slice.reducer;
