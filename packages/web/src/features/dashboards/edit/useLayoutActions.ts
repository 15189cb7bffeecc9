/**
 * The layout edits the page offers (each one undoable step through core's layout operations), with
 * the operations' warnings shown as toasts.
 */
import {
  DIFFERENT_FILTER_SCOPE_MESSAGE,
  NEW_COMPONENTS_SOURCE_ID,
  applyDrop,
  createComponent,
  createTopLevelTabs,
  deleteComponent,
  deleteTopLevelTabs,
  resizeComponent,
  updateComponentMeta,
  type DropResult,
  type LayoutMeta,
  type ResizeRequest,
} from '@meridian/core';
import { useMemo } from 'react';
import { useToasts } from '../../../components/Toasts';
import { dashboardStateActions } from '../state/dashboardState';
import { editLayout, type LayoutOperation } from '../state/editLayout';
import { useDashboardDispatch, useDashboardStore } from '../state/store';
import { movedAcrossFilterScope } from './filterScope';

export function useLayoutActions() {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const { addWarningToast } = useToasts();
  return useMemo(() => {
    const edit = (operation: LayoutOperation) => {
      const result = dispatch(editLayout(operation));
      if (result.warning) addWarningToast(result.warning);
      return result;
    };
    return {
      edit,
      updateMeta: (id: string, patch: LayoutMeta) => edit((l) => updateComponentMeta(l, id, patch)),
      remove: (id: string) => edit((l) => deleteComponent(l, id)),
      resize: (id: string, size: ResizeRequest) => edit((l) => resizeComponent(l, id, size)),
      /** A drop; a move that changes which native filters reach a chart warns about it. */
      drop: (dropResult: DropResult) => {
        const before = store.getState().dashboardLayout.present;
        const result = edit((l) => applyDrop(l, dropResult));
        if (!result.changed || dropResult.source.id === NEW_COMPONENTS_SOURCE_ID) return result;
        const { dashboardLayout, nativeFilters } = store.getState();
        const after = dashboardLayout.present;
        if (movedAcrossFilterScope(before, after, dropResult.dragging.id, nativeFilters.filters))
          addWarningToast(DIFFERENT_FILTER_SCOPE_MESSAGE);
        return result;
      },
      createTopLevelTabs: () => edit((l) => createTopLevelTabs(l)),
      deleteTopLevelTabs: () => edit((l) => deleteTopLevelTabs(l)),
      /** A new TAB at the end of a TABS, selected. */
      addTab: (tabsId: string) => {
        let created: string | undefined;
        edit((l) => {
          const tabs = l[tabsId];
          if (!tabs) return l;
          const next = createComponent(l, {
            source: { id: NEW_COMPONENTS_SOURCE_ID, index: 0 },
            destination: { id: tabsId, type: 'TABS', index: tabs.children.length },
            dragging: { id: 'NEW_TAB', type: 'TAB' },
          });
          created = next[tabsId]?.children.at(-1);
          return next;
        });
        if (created) dispatch(dashboardStateActions.setActiveTab({ tabId: created }));
      },
      /** A TABS left without tabs goes too (at the top level the grid comes back). */
      removeTab: (tabId: string) => edit((l) => deleteComponent(l, tabId)),
    };
  }, [dispatch, store, addWarningToast]);
}
