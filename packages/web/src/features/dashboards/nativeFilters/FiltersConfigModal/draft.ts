/**
 * The configuration modal's working copy: every item by id (removed ones too, so Restore brings
 * them back whole), the display order, removals (pending during the 5 s undo, then done), which
 * items were edited, per-item form flags, and the body of PUT /api/v1/dashboard/{id}/filters
 * (Superset's {modified, deleted, reordered}) built from it.
 */
import {
  newDividerId,
  newNativeFilterId,
  selectFilterDataMask,
  selectedValuesOf,
  validateFilterConfig,
  type DashboardLayout,
  type FilterConfigItem,
  type NativeFilter,
  type NativeFilterDivider,
} from '@meridian/core';
import { scopeFields } from './scope/scopeTree';

/** Spec §9: a removed filter can be restored for 5000 ms. */
export const FILTER_REMOVAL_DELAY_MS = 5000;

export interface ItemFlags {
  /** "Filter has default value". */
  hasDefaultValue: boolean;
  /** "Pre-filter available values". */
  preFilter: boolean;
  /** "Sort filter values". */
  sort: boolean;
  /** "Apply to specific panels" (else all panels). */
  specificScope: boolean;
  /** "Values are dependent on other filters". */
  dependent: boolean;
}

export interface ConfigDraft {
  items: Record<string, FilterConfigItem>;
  order: string[];
  /** pending: in its 5 s undo window (still listed); done: gone from the list. */
  removed: Record<string, 'pending' | 'done'>;
  touched: string[];
  initialIds: string[];
  /** The order as loaded (reordered is sent only when it changed). */
  initialOrder: string[];
  flags: Record<string, ItemFlags>;
  selectedId: string | null;
}

const hasValue = (v: unknown) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0);

export function flagsOf(item: FilterConfigItem): ItemFlags {
  if (item.type === 'DIVIDER')
    return { hasDefaultValue: false, preFilter: false, sort: false, specificScope: false, dependent: false };
  const scope = item.scope ?? { rootPath: ['ROOT_ID'], excluded: [] };
  return {
    hasDefaultValue: hasValue(item.defaultDataMask?.filterState?.value),
    preFilter:
      (Array.isArray(item.adhoc_filters) && item.adhoc_filters.length > 0) ||
      (typeof item.time_range === 'string' && item.time_range !== '' && item.time_range !== 'No filter'),
    sort: typeof item.controlValues?.sortAscending === 'boolean',
    dependent: (item.cascadeParentIds ?? []).length > 0,
    specificScope: !(
      scope.rootPath.length === 1 &&
      scope.rootPath[0] === 'ROOT_ID' &&
      scope.excluded.length === 0
    ),
  };
}

export function initialDraft(items: readonly FilterConfigItem[], selectedId?: string): ConfigDraft {
  const ids = items.map((i) => i.id);
  return {
    items: Object.fromEntries(items.map((i) => [i.id, i])),
    order: ids,
    removed: {},
    touched: [],
    initialIds: ids,
    initialOrder: ids,
    flags: Object.fromEntries(items.map((i) => [i.id, flagsOf(i)])),
    selectedId: selectedId && ids.includes(selectedId) ? selectedId : (ids[0] ?? null),
  };
}

/**
 * A new value filter as Superset creates one (select, multiple values, all panels), on `datasetId`
 * when given (the dashboard's most used dataset).
 */
export function newFilter(id: string = newNativeFilterId(), datasetId?: number): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: '',
    description: '',
    targets: [datasetId === undefined ? {} : { datasetId }],
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      multiSelect: true,
      searchAllOptions: false,
      inverseSelection: false,
    },
    defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
    cascadeParentIds: [],
    scope: { rootPath: ['ROOT_ID'], excluded: [] },
  };
}

export const newDivider = (id: string = newDividerId()): NativeFilterDivider => ({
  id,
  type: 'DIVIDER',
  title: '',
  description: '',
});

export type DraftAction =
  | { type: 'add'; item: FilterConfigItem }
  | { type: 'select'; id: string }
  | { type: 'update'; id: string; patch: Partial<NativeFilter> | Partial<NativeFilterDivider> }
  | { type: 'flags'; id: string; patch: Partial<ItemFlags> }
  | { type: 'remove'; id: string }
  | { type: 'removalDone'; id: string }
  | { type: 'restore'; id: string }
  | { type: 'move'; id: string; overId: string };

const touch = (touched: string[], id: string) => (touched.includes(id) ? touched : [...touched, id]);

/** Listed ids: everything in order but removals that are done. */
export const listedIds = (d: ConfigDraft) => d.order.filter((id) => d.removed[id] !== 'done');
/** Ids that will be saved (not removed at all). */
export const activeIds = (d: ConfigDraft) => d.order.filter((id) => !d.removed[id]);

export function draftReducer(d: ConfigDraft, a: DraftAction): ConfigDraft {
  switch (a.type) {
    case 'add':
      return {
        ...d,
        items: { ...d.items, [a.item.id]: a.item },
        order: [...d.order, a.item.id],
        touched: touch(d.touched, a.item.id),
        flags: { ...d.flags, [a.item.id]: flagsOf(a.item) },
        selectedId: a.item.id,
      };
    case 'select':
      return d.items[a.id] ? { ...d, selectedId: a.id } : d;
    case 'update': {
      const item = d.items[a.id];
      if (!item) return d;
      return {
        ...d,
        items: { ...d.items, [a.id]: { ...item, ...a.patch } as FilterConfigItem },
        touched: touch(d.touched, a.id),
      };
    }
    case 'flags': {
      const flags = d.flags[a.id];
      if (!flags) return d;
      return {
        ...d,
        flags: { ...d.flags, [a.id]: { ...flags, ...a.patch } },
        touched: touch(d.touched, a.id),
      };
    }
    case 'remove':
      // The removed item is shown, with its Restore button, until the undo window closes.
      return d.items[a.id] ? { ...d, removed: { ...d.removed, [a.id]: 'pending' }, selectedId: a.id } : d;
    case 'removalDone': {
      if (d.removed[a.id] !== 'pending') return d;
      const listed = listedIds(d).filter((id) => id !== a.id);
      const selectedId =
        d.selectedId === a.id ? (listed.find((id) => !d.removed[id]) ?? listed[0] ?? null) : d.selectedId;
      return { ...d, removed: { ...d.removed, [a.id]: 'done' }, selectedId };
    }
    case 'restore': {
      if (d.removed[a.id] !== 'pending') return d;
      const removed = { ...d.removed };
      delete removed[a.id];
      return { ...d, removed, selectedId: a.id };
    }
    case 'move': {
      const from = d.order.indexOf(a.id);
      const to = d.order.indexOf(a.overId);
      if (from < 0 || to < 0 || from === to) return d;
      const order = [...d.order];
      order.splice(from, 1);
      order.splice(to, 0, a.id);
      return { ...d, order };
    }
  }
}

/** Field → message of every item that will be saved (removed ones are not validated). */
export function draftErrors(d: ConfigDraft): Record<string, Record<string, string>> {
  const items = activeIds(d).map((id) => d.items[id]!);
  const out: Record<string, Record<string, string>> = {};
  for (const item of items) {
    const flags = d.flags[item.id];
    const errors = validateFilterConfig(item, {
      items,
      hasDefaultValue: flags?.hasDefaultValue,
      preFilter: flags?.preFilter,
    });
    if (Object.keys(errors).length) out[item.id] = errors;
  }
  return out;
}

/** The item as saved: trimmed texts, flags applied, scope fields computed on `layout`. */
export function itemForSave(
  item: FilterConfigItem,
  flags: ItemFlags | undefined,
  layout: DashboardLayout,
): FilterConfigItem {
  if (item.type === 'DIVIDER') {
    const divider: NativeFilterDivider = {
      id: item.id,
      type: 'DIVIDER',
      title: item.title.trim(),
      description: (item.description ?? '').trim(),
    };
    return divider;
  }
  const scope = flags?.specificScope ? item.scope : { rootPath: ['ROOT_ID'], excluded: [] };
  const out: NativeFilter = {
    ...item,
    name: item.name.trim(),
    description: (item.description ?? '').trim(),
    scope,
    ...scopeFields(layout, scope),
  };
  if (!flags?.hasDefaultValue) out.defaultDataMask = { extraFormData: {}, filterState: {}, ownState: {} };
  else if (item.filterType === 'filter_select') {
    // The stored default follows the current column and "Inverse selection".
    const column = item.targets[0]?.column?.name ?? '';
    out.defaultDataMask = selectFilterDataMask(column, selectedValuesOf(item.defaultDataMask), {
      inverse: item.controlValues?.inverseSelection === true,
    });
  }
  if (!flags?.dependent) out.cascadeParentIds = [];
  if (!flags?.preFilter) {
    delete out.adhoc_filters;
    delete out.time_range;
  }
  if (!flags?.sort) {
    const { sortAscending: _s, ...rest } = out.controlValues ?? {};
    out.controlValues = rest;
    out.sortMetric = null;
  }
  const cv = out.controlValues ?? {};
  const requiredFirst = cv.enableEmptyFilter === true || cv.defaultToFirstItem === true;
  if (requiredFirst) out.requiredFirst = true;
  else delete out.requiredFirst;
  return out;
}

export interface FilterChanges {
  modified: FilterConfigItem[];
  deleted: string[];
  reordered: string[];
}

/** Superset's PUT /filters body: edited and new items, removed stored ids, and the new order. */
export function buildChanges(d: ConfigDraft, layout: DashboardLayout): FilterChanges {
  const active = activeIds(d);
  const isNew = (id: string) => !d.initialIds.includes(id);
  const kept = active.filter((id) => !isNew(id));
  const lastKept = active.findLastIndex((id) => !isNew(id));
  // The server drops deleted ids and appends new ones: only a real move needs `reordered`.
  const orderChanged =
    kept.join() !== d.initialOrder.filter((id) => !d.removed[id]).join() ||
    active.some((id, i) => isNew(id) && i < lastKept);
  return {
    modified: active
      .filter((id) => d.touched.includes(id))
      .map((id) => itemForSave(d.items[id]!, d.flags[id], layout)),
    deleted: d.initialIds.filter((id) => d.removed[id]),
    reordered: orderChanged ? active : [],
  };
}

/** The configuration as it will be after the save (for the page's store if the server echoes less). */
export function savedItems(d: ConfigDraft, layout: DashboardLayout): FilterConfigItem[] {
  return activeIds(d).map((id) =>
    d.touched.includes(id) ? itemForSave(d.items[id]!, d.flags[id], layout) : d.items[id]!,
  );
}

export const isDirty = (d: ConfigDraft) =>
  d.touched.length > 0 || Object.keys(d.removed).length > 0 || d.order.join() !== d.initialOrder.join();
