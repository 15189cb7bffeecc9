import { describe, expect, it } from 'vitest';
import { applyDrop, createComponent, moveComponent } from './drop.js';
import { chart, column, gridLayout, header, row, tab, tabbedLayout, tabs } from './test-support/build.js';
import type { DashboardLayout, DropResult } from './types.js';

const NEW = 'NEW_COMPONENTS_SOURCE_ID';
const drop = (
  dragging: DropResult['dragging'],
  source: [string, number],
  destination: [string, number] | null,
): DropResult => ({
  dragging,
  source: { id: source[0], index: source[1] },
  destination: destination && { id: destination[0], index: destination[1] },
});
const kids = (layout: DashboardLayout, id: string) => layout[id]!.children;

const base = gridLayout(
  row('R1', chart('C1', 1), chart('C2', 2)),
  row('R2', chart('C3', 3, 8)),
  header('H1'),
  tabs('TS', tab('T1', 'One', row('R3', chart('C4', 4))), tab('T2', 'Two')),
);

describe('createComponent', () => {
  it('inserts a new chart into a row at the index, with fitted width and parents', () => {
    const next = createComponent(
      base,
      drop({ id: 'x', type: 'CHART', meta: { chartId: 9 } }, [NEW, 0], ['R2', 0]),
    );
    const [id] = kids(next, 'R2');
    expect(next[id!]).toMatchObject({ type: 'CHART', meta: { chartId: 9, width: 4, height: 50 } });
    expect(next[id!]!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'R2']);
  });

  it('wraps a new chart, markdown or column dropped on the grid or a tab in a new row', () => {
    for (const type of ['CHART', 'MARKDOWN', 'COLUMN'] as const) {
      for (const dest of ['GRID_ID', 'T2']) {
        const next = createComponent(base, drop({ id: 'x', type }, [NEW, 0], [dest, 0]));
        const wrapper = next[kids(next, dest)[0]!]!;
        expect(wrapper.type).toBe('ROW');
        expect(next[wrapper.children[0]!]!.type).toBe(type);
      }
    }
  });

  it('gives a new TABS one TAB; headers and dividers go straight in', () => {
    const next = createComponent(base, drop({ id: 'x', type: 'TABS' }, [NEW, 0], ['GRID_ID', 1]));
    const newTabs = next[kids(next, 'GRID_ID')[1]!]!;
    expect(newTabs.type).toBe('TABS');
    expect(next[newTabs.children[0]!]!.type).toBe('TAB');
    const withDivider = createComponent(base, drop({ id: 'x', type: 'DIVIDER' }, [NEW, 0], ['GRID_ID', 9]));
    expect(withDivider[kids(withDivider, 'GRID_ID').at(-1)!]!.type).toBe('DIVIDER');
  });

  it('ignores drops without a known destination', () => {
    expect(createComponent(base, drop({ id: 'x', type: 'CHART' }, [NEW, 0], null))).toBe(base);
    expect(createComponent(base, drop({ id: 'x', type: 'CHART' }, [NEW, 0], ['nope', 0]))).toBe(base);
  });
});

describe('moveComponent', () => {
  it('reorders inside a container using the final index', () => {
    const next = moveComponent(base, drop({ id: 'C1', type: 'CHART' }, ['R1', 0], ['R1', 1]));
    expect(kids(next, 'R1')).toEqual(['C2', 'C1']);
  });

  it('moves between rows, fitting the width to the free columns', () => {
    const next = moveComponent(base, drop({ id: 'C1', type: 'CHART' }, ['R1', 0], ['R2', 1]));
    expect(kids(next, 'R1')).toEqual(['C2']);
    expect(kids(next, 'R2')).toEqual(['C3', 'C1']);
    expect(next.C1!.meta.width).toBe(4);
    expect(next.C1!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'R2']);
    const squeezed = moveComponent(base, drop({ id: 'C4', type: 'CHART' }, ['R3', 0], ['R2', 0]));
    expect(squeezed.C4!.meta.width).toBe(4);
    const narrow = gridLayout(row('A', chart('X', 1, 10)), row('B', chart('Y', 2, 4)));
    expect(moveComponent(narrow, drop({ id: 'Y', type: 'CHART' }, ['B', 0], ['A', 1])).Y!.meta.width).toBe(2);
  });

  it('wraps a chart moved onto the grid in a row', () => {
    const next = moveComponent(base, drop({ id: 'C1', type: 'CHART' }, ['R1', 0], ['GRID_ID', 0]));
    const wrapper = next[kids(next, 'GRID_ID')[0]!]!;
    expect(wrapper).toMatchObject({ type: 'ROW', children: ['C1'] });
    expect(next.C1!.parents).toEqual(['ROOT_ID', 'GRID_ID', wrapper.id]);
  });

  it('refuses to move a component into itself', () => {
    const nested = gridLayout(row('R', column('COL', 4, row('IN', chart('C', 1)))));
    expect(moveComponent(nested, drop({ id: 'COL', type: 'COLUMN' }, ['R', 0], ['IN', 0]))).toBe(nested);
  });
});

describe('applyDrop', () => {
  it('warns when the drop does not fit', () => {
    const full = gridLayout(row('A', chart('X', 1, 12)), row('B', chart('Y', 2, 4), chart('Z', 3, 4)));
    const edit = applyDrop(full, drop({ id: 'Y', type: 'CHART' }, ['B', 0], ['A', 0]));
    expect(edit).toEqual({
      layout: full,
      changed: false,
      warning:
        'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    });
  });

  it('creates new components and moves existing ones', () => {
    const created = applyDrop(base, drop({ id: 'x', type: 'HEADER' }, [NEW, 0], ['GRID_ID', 0]));
    expect(created.changed).toBe(true);
    expect(created.layout[kids(created.layout, 'GRID_ID')[0]!]!.type).toBe('HEADER');
    const moved = applyDrop(base, drop({ id: 'H1', type: 'HEADER' }, ['GRID_ID', 2], ['GRID_ID', 0]));
    expect(kids(moved.layout, 'GRID_ID')[0]).toBe('H1');
  });

  it('changes nothing for an unmoved drop, a missing destination or an invalid child', () => {
    expect(applyDrop(base, drop({ id: 'C1', type: 'CHART' }, ['R1', 0], ['R1', 0])).changed).toBe(false);
    expect(applyDrop(base, drop({ id: 'C1', type: 'CHART' }, ['R1', 0], null)).changed).toBe(false);
    expect(applyDrop(base, drop({ id: 'H1', type: 'HEADER' }, ['GRID_ID', 2], ['R1', 0])).changed).toBe(
      false,
    );
    expect(applyDrop(base, drop({ id: 'x', type: 'TAB' }, [NEW, 0], ['GRID_ID', 0])).changed).toBe(false);
  });

  it('deletes the row a move empties', () => {
    const edit = applyDrop(base, drop({ id: 'C3', type: 'CHART' }, ['R2', 0], ['R1', 2]));
    expect(edit.layout.R2).toBeUndefined();
    expect(kids(edit.layout, 'GRID_ID')).toEqual(['R1', 'H1', 'TS']);
    expect(kids(edit.layout, 'R1')).toEqual(['C1', 'C2', 'C3']);
    expect(edit.layout.C3!.meta.width).toBe(4);
  });

  it('drops TABS on ROOT_ID to create top-level tabs (new or existing)', () => {
    const fresh = applyDrop(base, drop({ id: 'x', type: 'TABS' }, [NEW, 0], ['ROOT_ID', 0]));
    const top = fresh.layout[kids(fresh.layout, 'ROOT_ID')[0]!]!;
    expect(top.type).toBe('TABS');
    expect(kids(fresh.layout, top.children[0]!)).toEqual(['R1', 'R2', 'H1', 'TS']);
    const existing = applyDrop(base, drop({ id: 'TS', type: 'TABS' }, ['GRID_ID', 3], ['ROOT_ID', 0]));
    expect(kids(existing.layout, 'ROOT_ID')).toEqual(['TS']);
    expect(kids(existing.layout, 'T1')).toEqual(['R3', 'R1', 'R2', 'H1']);
    expect(applyDrop(base, drop({ id: 'x', type: 'ROW' }, [NEW, 0], ['ROOT_ID', 0])).changed).toBe(false);
  });

  it('will not move the top-level tabs into nested tabs', () => {
    const layout = tabbedLayout('TOP', tab('TA', 'A', tabs('NESTED', tab('N1', 'N'))), tab('TB', 'B'));
    const edit = applyDrop(layout, drop({ id: 'TB', type: 'TAB' }, ['TOP', 1], ['NESTED', 1]));
    expect(edit).toMatchObject({ changed: false, warning: 'Can not move top level tab into nested tabs' });
    const reorder = applyDrop(layout, drop({ id: 'TB', type: 'TAB' }, ['TOP', 1], ['TOP', 0]));
    expect(kids(reorder.layout, 'TOP')).toEqual(['TB', 'TA']);
  });

  it('deletes a nested TABS whose last tab moved away', () => {
    const layout = gridLayout(tabs('A', tab('A1', 'a1')), tabs('B', tab('B1', 'b1')));
    const edit = applyDrop(layout, drop({ id: 'A1', type: 'TAB' }, ['A', 0], ['B', 1]));
    expect(edit.layout.A).toBeUndefined();
    expect(kids(edit.layout, 'B')).toEqual(['B1', 'A1']);
    expect(edit.layout.A1!.parents).toEqual(['ROOT_ID', 'GRID_ID', 'B']);
  });
});
