/**
 * The layout tree with its undo history (redux-undo). Every edit is computed by @meridian/core's pure
 * layout operations outside the reducer (see editLayout), so the reducer only records the result:
 * one edit, one undo step. Hydrating (load, discard, save) starts a fresh history.
 */
import { createAction, type Reducer } from '@reduxjs/toolkit';
import { UNDO_HISTORY_LIMIT, type DashboardLayout } from '@meridian/core';
import undoable, { includeAction, newHistory, type StateWithHistory } from 'redux-undo';

export const layoutEdited = createAction<DashboardLayout>('dashboardLayout/edited');
export const layoutHydrated = createAction<DashboardLayout>('dashboardLayout/hydrated');

const presentReducer: Reducer<DashboardLayout> = (state = {}, action) =>
  layoutEdited.match(action) ? action.payload : state;

const historyReducer = undoable(presentReducer, {
  limit: UNDO_HISTORY_LIMIT,
  filter: includeAction(layoutEdited.type),
});

export type LayoutHistory = StateWithHistory<DashboardLayout>;

export const initialLayoutHistory: LayoutHistory = newHistory([], {}, []);

export const dashboardLayoutReducer: Reducer<LayoutHistory> = (state = initialLayoutHistory, action) => {
  if (layoutHydrated.match(action)) return newHistory([], action.payload, []);
  if (layoutEdited.match(action) && action.payload === state.present) return state;
  return historyReducer(state, action);
};
