/**
 * The filter bar's state: the configured items in order, split by scope, the applied masks (store)
 * and the pending ones (this bar), and the actions Apply, Clear all, apply-now (first value by
 * default) and clearing a cross-filter.
 */
import { buildCrossFilterDataMask } from '@meridian/charts';
import {
  isNativeFilter,
  type DataMask,
  type ExtraFormData,
  type FilterConfigItem,
  type NativeFilter,
} from '@meridian/core';
import { useCallback, useMemo, useState } from 'react';
import { parentsExtraFormData } from '../filters/queries';
import { dataMaskActions } from '../../state/dataMask';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { changedFilterIds, clearAllMasks, crossFilterEntries, masksDiffer, requiredErrors } from './pending';
import { splitByScope } from './scope';

/** A mask as applied: without the control's validation fields. */
const forApply = (mask: DataMask): DataMask => {
  const { validateStatus: _s, validateMessage: _m, ...filterState } = mask.filterState ?? {};
  return { ...mask, extraFormData: mask.extraFormData ?? {}, filterState };
};

export function useFilterBar() {
  const dispatch = useDashboardDispatch();
  const applied = useDashboardSelector((s) => s.dataMask);
  const [pending, setPending] = useState<Record<string, DataMask>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { items, inScope, outOfScope } = useFilterItems();

  const changed = useMemo(() => changedFilterIds(pending, applied), [pending, applied]);
  const hasInvalid = changed.some((id) => pending[id]?.filterState?.validateStatus === 'error');
  const crossFilters = useMemo(() => crossFilterEntries(applied), [applied]);
  const anyApplied = items.some(
    (f) => isNativeFilter(f) && masksDiffer(applied[f.id], undefined) && !f.controlValues?.enableEmptyFilter,
  );

  const maskOf = useCallback((id: string) => (id in pending ? pending[id] : applied[id]), [pending, applied]);

  const setFilterMask = useCallback((id: string, mask: DataMask) => {
    setPending((p) => ({ ...p, [id]: mask }));
    setErrors((e) => {
      if (!(id in e)) return e;
      const { [id]: _drop, ...rest } = e;
      return rest;
    });
  }, []);

  const applyNow = useCallback(
    (id: string, mask: DataMask) => {
      dispatch(dataMaskActions.dataMasksApplied({ [id]: forApply(mask) }));
      setPending(({ [id]: _drop, ...rest }) => rest);
    },
    [dispatch],
  );

  /** Applies every pending change; refused (with messages) while a required filter is empty. */
  const apply = useCallback((): boolean => {
    const missing = requiredErrors(items, pending, applied);
    if (Object.keys(missing).length) {
      setErrors(missing);
      return false;
    }
    if (hasInvalid) return false;
    const record = Object.fromEntries(changed.map((id) => [id, forApply(pending[id]!)]));
    if (Object.keys(record).length) dispatch(dataMaskActions.dataMasksApplied(record));
    setPending({});
    setErrors({});
    return true;
  }, [items, pending, applied, hasInvalid, changed, dispatch]);

  const clearCrossFilter = useCallback(
    (chartId: number) =>
      dispatch(
        dataMaskActions.dataMaskUpdated({ id: String(chartId), mask: buildCrossFilterDataMask([], []) }),
      ),
    [dispatch],
  );

  /** Clears every (not required) filter and every cross-filter, applied at once. */
  const clearAll = useCallback(() => {
    dispatch(dataMaskActions.dataMasksApplied(clearAllMasks(items)));
    for (const c of crossFilters) clearCrossFilter(c.chartId);
    setPending({});
    setErrors({});
  }, [dispatch, items, crossFilters, clearCrossFilter]);

  const parentsOf = useParentsOf(items, applied);

  return {
    items,
    inScope,
    outOfScope,
    maskOf,
    isPending: (id: string) => changed.includes(id),
    errors,
    setFilterMask,
    applyNow,
    apply,
    canApply: changed.length > 0 && !hasInvalid,
    clearAll,
    canClear: anyApplied || Object.keys(pending).length > 0 || crossFilters.length > 0,
    crossFilters,
    clearCrossFilter,
    parentsOf,
  };
}

const EMPTY_EXTRA: ExtraFormData = {};

/** The configured items in order, and split by scope (the active tabs of the layout). */
function useFilterItems() {
  const { filters, order } = useDashboardSelector((s) => s.nativeFilters);
  const layout = useDashboardSelector((s) => s.dashboardLayout.present);
  const activeTabs = useDashboardSelector((s) => s.dashboardState.activeTabs);
  const items = useMemo(
    () => order.map((id) => filters[id]).filter((f): f is FilterConfigItem => f !== undefined),
    [order, filters],
  );
  const { inScope, outOfScope } = useMemo(
    () => splitByScope(items, layout, activeTabs),
    [items, layout, activeTabs],
  );
  return { items, inScope, outOfScope };
}

/** The applied masks of each filter's cascade parents, merged (kept while those masks are unchanged). */
function useParentsOf(items: FilterConfigItem[], applied: Record<string, DataMask>) {
  const parentsById = useMemo(() => {
    const out: Record<string, ExtraFormData> = {};
    for (const f of items)
      if (isNativeFilter(f) && f.cascadeParentIds?.length)
        out[f.id] = parentsExtraFormData(f.cascadeParentIds.map((id) => applied[id]));
    return out;
  }, [items, applied]);
  return useCallback((f: NativeFilter) => parentsById[f.id] ?? EMPTY_EXTRA, [parentsById]);
}

export type FilterBarModel = ReturnType<typeof useFilterBar>;
