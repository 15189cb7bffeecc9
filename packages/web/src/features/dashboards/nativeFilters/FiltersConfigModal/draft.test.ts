import { parseLayout, type NativeFilter } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import {
  buildChanges,
  draftErrors,
  draftReducer,
  initialDraft,
  isDirty,
  listedIds,
  newDivider,
  newFilter,
  savedItems,
  type ConfigDraft,
  type DraftAction,
} from './draft';

const layout = parseLayout({
  ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { type: 'GRID', children: ['TABS-1'] },
  'TABS-1': { type: 'TABS', children: ['TAB-1', 'TAB-2'] },
  'TAB-1': { type: 'TAB', children: ['ROW-1'] },
  'TAB-2': { type: 'TAB', children: ['ROW-2'] },
  'ROW-1': { type: 'ROW', children: ['CHART-1'] },
  'ROW-2': { type: 'ROW', children: ['CHART-2'] },
  'CHART-1': { type: 'CHART', meta: { chartId: 1 } },
  'CHART-2': { type: 'CHART', meta: { chartId: 2 } },
});

const stored = (id: string, name: string): NativeFilter => ({
  ...newFilter(id),
  name,
  targets: [{ datasetId: 7, column: { name: 'country' } }],
  chartsInScope: [1, 2],
  tabsInScope: ['TAB-1', 'TAB-2'],
});
const A = 'NATIVE_FILTER-a';
const B = 'NATIVE_FILTER-b';
const run = (d: ConfigDraft, ...actions: DraftAction[]) => actions.reduce(draftReducer, d);

describe('filter configuration draft', () => {
  const start = initialDraft([stored(A, 'Country'), stored(B, 'City')], B);

  it('starts clean with the asked filter selected', () => {
    expect(start.selectedId).toBe(B);
    expect(isDirty(start)).toBe(false);
    expect(buildChanges(start, layout)).toEqual({ modified: [], deleted: [], reordered: [] });
    expect(initialDraft([]).selectedId).toBeNull();
  });

  it('adds a filter and a divider, validates them, and sends them as modified', () => {
    const f = newFilter('NATIVE_FILTER-new');
    const div = newDivider('NATIVE_FILTER_DIVIDER-d');
    let d = run(start, { type: 'add', item: f }, { type: 'add', item: div });
    expect(d.selectedId).toBe(div.id);
    expect(draftErrors(d)).toEqual({
      [f.id]: { name: 'Name is required', dataset: 'Dataset is required', column: 'Column is required' },
      [div.id]: { title: 'Title is required' },
    });
    d = run(
      d,
      {
        type: 'update',
        id: f.id,
        patch: { name: ' Product line ', targets: [{ datasetId: 3, column: { name: 'product_line' } }] },
      },
      { type: 'update', id: div.id, patch: { title: 'Section' } },
    );
    expect(draftErrors(d)).toEqual({});
    const changes = buildChanges(d, layout);
    expect(changes.deleted).toEqual([]);
    expect(changes.reordered).toEqual([]); // new items are appended by the server
    expect(changes.modified).toHaveLength(2);
    expect(changes.modified[0]).toMatchObject({
      id: f.id,
      name: 'Product line',
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [1, 2],
      tabsInScope: ['TAB-1', 'TAB-2'],
    });
    expect(changes.modified[1]).toEqual({ id: div.id, type: 'DIVIDER', title: 'Section', description: '' });
  });

  it('removes with an undo window, then deletes', () => {
    let d = run(start, { type: 'remove', id: A });
    expect(listedIds(d)).toEqual([A, B]);
    expect(draftReducer(d, { type: 'restore', id: A })).toMatchObject({ removed: {} });
    expect(buildChanges(d, layout)).toEqual({ modified: [], deleted: [A], reordered: [] });
    d = run(d, { type: 'select', id: A }, { type: 'removalDone', id: A });
    expect(listedIds(d)).toEqual([B]);
    expect(d.selectedId).toBe(B);
    // too late to restore
    expect(draftReducer(d, { type: 'restore', id: A })).toBe(d);
    expect(savedItems(d, layout).map((i) => i.id)).toEqual([B]);
  });

  it('does not validate removed items; a removed new item is simply dropped', () => {
    const f = newFilter('NATIVE_FILTER-new');
    const d = run(start, { type: 'add', item: f }, { type: 'remove', id: f.id });
    expect(draftErrors(d)).toEqual({});
    expect(buildChanges(d, layout)).toEqual({ modified: [], deleted: [], reordered: [] });
  });

  it('reorders', () => {
    const d = run(start, { type: 'move', id: B, overId: A });
    expect(d.order).toEqual([B, A]);
    expect(buildChanges(d, layout).reordered).toEqual([B, A]);
    expect(isDirty(d)).toBe(true);
    const f = newFilter('NATIVE_FILTER-new');
    const moved = run(start, { type: 'add', item: f }, { type: 'move', id: f.id, overId: A });
    expect(buildChanges(moved, layout).reordered).toEqual([f.id, A, B]);
  });

  it('applies the form flags on save', () => {
    const range: NativeFilter = {
      ...stored(A, 'Quantity'),
      filterType: 'filter_range',
      defaultDataMask: { filterState: { value: [5, 5] } },
      time_range: 'Last year',
      controlValues: { enableEmptyFilter: true, sortAscending: true },
      scope: { rootPath: ['TAB-2'], excluded: [] },
    };
    let d = initialDraft([range]);
    expect(d.flags[A]).toEqual({
      hasDefaultValue: true,
      preFilter: true,
      sort: true,
      specificScope: true,
      dependent: false,
    });
    expect(draftErrors(d)[A]).toEqual({ defaultValue: 'Minimum must be strictly less than maximum' });
    d = run(d, { type: 'flags', id: A, patch: { hasDefaultValue: false, preFilter: false, sort: false } });
    expect(draftErrors(d)).toEqual({});
    const [saved] = buildChanges(d, layout).modified as NativeFilter[];
    expect(saved!.defaultDataMask).toEqual({ extraFormData: {}, filterState: {}, ownState: {} });
    expect(saved!.time_range).toBeUndefined();
    expect(saved!.controlValues).toEqual({ enableEmptyFilter: true });
    expect(saved!.requiredFirst).toBe(true);
    expect(saved).toMatchObject({ chartsInScope: [2], tabsInScope: ['TAB-2'] });
    d = run(d, { type: 'flags', id: A, patch: { specificScope: false } });
    expect(buildChanges(d, layout).modified[0]).toMatchObject({
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
      chartsInScope: [1, 2],
    });
  });

  it('refuses a cascade cycle', () => {
    const d = run(
      start,
      { type: 'update', id: A, patch: { cascadeParentIds: [B] } },
      { type: 'update', id: B, patch: { cascadeParentIds: [A] } },
    );
    expect(draftErrors(d)[B]).toEqual({ cascadeParentIds: 'Cyclic dependency detected' });
  });
});
