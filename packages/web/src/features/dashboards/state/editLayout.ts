/**
 * Layout edits: run one of core's pure layout operations on the present layout and record the
 * result as one undoable step. Returns the edit so the caller can show its warning.
 */
import type { DashboardLayout, LayoutEdit } from '@meridian/core';
import { layoutEdited } from './dashboardLayout';
import type { DashboardThunk } from './store';

export type LayoutOperation = (layout: DashboardLayout) => LayoutEdit | DashboardLayout;

const isEdit = (r: LayoutEdit | DashboardLayout): r is LayoutEdit =>
  'changed' in r && typeof r.changed === 'boolean' && 'layout' in r;

export const editLayout =
  (operation: LayoutOperation): DashboardThunk<LayoutEdit> =>
  (dispatch, getState) => {
    const before = getState().dashboardLayout.present;
    const result = operation(before);
    const edit = isEdit(result) ? result : { layout: result, changed: result !== before };
    if (edit.changed) dispatch(layoutEdited(edit.layout));
    return edit;
  };
