/**
 * Applied data masks of the dashboard (spec §3/§4): one per native filter (keyed by filter id) and
 * one per chart that emitted a cross-filter (keyed by the chart id as a string). Charts query with
 * the masks whose scope includes them. Values the user picked but has not applied yet stay in the
 * filter bar; only applied masks live here (and in the URL's filter state and in permalinks).
 */
import type { DataMask, DataMaskStateWithId } from '@meridian/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DataMaskState = DataMaskStateWithId;

const initialDataMask: DataMaskState = {};

const slice = createSlice({
  name: 'dataMask',
  initialState: initialDataMask,
  reducers: {
    /** Replaces every mask (load with defaults, restore from a filter state key or permalink). */
    dataMasksSet(_state, action: PayloadAction<DataMaskState>) {
      return action.payload;
    },
    /** Sets (merges into) one mask: a filter applied, or a chart's cross-filter. */
    dataMaskUpdated(state, action: PayloadAction<{ id: string; mask: DataMask }>) {
      const { id, mask } = action.payload;
      state[id] = { ...state[id], ...mask, id };
    },
    /** Several filters applied at once (the filter bar's Apply). */
    dataMasksApplied(state, action: PayloadAction<Record<string, DataMask>>) {
      for (const [id, mask] of Object.entries(action.payload)) state[id] = { ...mask, id };
    },
    dataMaskRemoved(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
});

export const dataMaskActions = slice.actions;
export const dataMaskReducer = slice.reducer;
