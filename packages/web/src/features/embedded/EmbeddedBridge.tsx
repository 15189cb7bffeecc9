/**
 * What the SDK reads from the dashboard inside the iframe (Superset's embedded API): `getDataMask`
 * and `getActiveTabs` answer from the page's store; with the uiConfig bit emitDataMasks every change
 * of the filters' data masks goes to the host's `observeDataMask`. The URL's `expand_filters=false`
 * starts with the filter bar collapsed. Rendered inside the dashboard page's store.
 */
import { useEffect, useRef } from 'react';
import { dashboardStateActions } from '../dashboards/state/dashboardState';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../dashboards/state/store';
import { useUiConfig } from '../dashboards/uiConfigContext';
import { defineHostMethod, emitToHost } from './hostChannel';

export function EmbeddedBridge() {
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const ui = useUiConfig();
  const dataMask = useDashboardSelector((s) => s.dataMask);
  const first = useRef(true);

  useEffect(() => {
    defineHostMethod('getDataMask', () => store.getState().dataMask);
    defineHostMethod('getActiveTabs', () => store.getState().dashboardState.activeTabs);
    return () => {
      defineHostMethod('getDataMask', null);
      defineHostMethod('getActiveTabs', null);
    };
  }, [store]);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('expand_filters') === 'false')
      dispatch(dashboardStateActions.setNativeFiltersBarOpen(false));
  }, [dispatch]);

  useEffect(() => {
    // The masks the page opened with are no change.
    if (first.current) {
      first.current = false;
      return;
    }
    if (ui.emitDataMasks) emitToHost('observeDataMask', { ...dataMask });
  }, [dataMask, ui.emitDataMasks]);

  return null;
}
