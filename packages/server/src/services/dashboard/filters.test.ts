import { dashboardFilterChangesSchema as filterChangesBody, parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { applyNativeFilterChanges, fillScopes } from './filters.js';

const f = (id: string, extra: Record<string, unknown> = {}) => ({ id, name: id, ...extra });
const A = 'NATIVE_FILTER-a';
const B = 'NATIVE_FILTER-b';
const C = 'NATIVE_FILTER-c';
const D = 'NATIVE_FILTER_DIVIDER-d';

describe('applyNativeFilterChanges', () => {
  const current = [f(A), f(B), f(D, { type: 'DIVIDER' })];
  const changes = (c: Partial<{ modified: unknown[]; deleted: string[]; reordered: string[] }>) =>
    filterChangesBody.parse(c);

  it('replaces modified filters in place and appends new ones', () => {
    const out = applyNativeFilterChanges(current, changes({ modified: [f(B, { name: 'Bee' }), f(C)] }));
    expect(out).toEqual([f(A), f(B, { name: 'Bee' }), f(D, { type: 'DIVIDER' }), f(C)]);
  });

  it('drops deleted filters', () => {
    expect(applyNativeFilterChanges(current, changes({ deleted: [A, D] }))).toEqual([f(B)]);
  });

  it('orders by reordered (new filters named at its end), unnamed filters after', () => {
    const out = applyNativeFilterChanges(current, changes({ reordered: [D, B], modified: [f(C)] }));
    expect(out.map((x) => (x as { id: string }).id)).toEqual([D, B, C, A]);
    const named = applyNativeFilterChanges(current, changes({ reordered: [C, A], modified: [f(C)] }));
    expect(named.map((x) => (x as { id: string }).id)).toEqual([C, A, B, D]);
  });

  it('changes nothing for an empty request', () => {
    expect(applyNativeFilterChanges(current, changes({}))).toEqual(current);
  });
});

describe('filterChangesBody', () => {
  it('accepts Superset ids and refuses others, naming the field', () => {
    expect(filterChangesBody.safeParse({ modified: [f(A)], deleted: [D], reordered: [B] }).success).toBe(
      true,
    );
    const bad = filterChangesBody.safeParse({ deleted: ['FILTER-1'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['deleted', 0]);
    expect(filterChangesBody.safeParse({ modified: [{ name: 'no id' }] }).success).toBe(false);
    expect(filterChangesBody.safeParse({ modified: [f(A, { type: 'DIVIDER' })] }).success).toBe(false);
    expect(filterChangesBody.safeParse({ modified: [f(D, { type: 'DIVIDER' })] }).success).toBe(true);
    expect(filterChangesBody.safeParse({ other: [] }).success).toBe(false);
  });
});

describe('fillScopes', () => {
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

  it('computes chartsInScope and tabsInScope from the scope when missing', () => {
    const [filled, kept, divider] = fillScopes(
      [
        { id: A, scope: { rootPath: ['TAB-2'], excluded: [] } },
        { id: B, scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [1] },
        { id: D, type: 'DIVIDER' },
      ],
      layout,
    );
    expect(filled).toMatchObject({ chartsInScope: [2], tabsInScope: ['TAB-2'] });
    expect(kept).toEqual({ id: B, scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [1] });
    expect(divider).toEqual({ id: D, type: 'DIVIDER' });
  });
});
