import { describe, expect, it } from 'vitest';
import { defaultOrientation, dropTargetFor, getDropPosition, type DropTarget } from './dropPosition.js';
import {
  chart,
  column,
  divider,
  gridLayout,
  header,
  markdown,
  row,
  tab,
  tabbedLayout,
  tabs,
} from './test-support/build.js';

const layout = gridLayout(
  row('R1', chart('C1', 1), column('COL', 4, row('R2', chart('C2', 2)))),
  header('H1'),
  tabs('TS', tab('T1', 'One', row('R3', chart('C3', 3)))),
  row('EMPTY'),
);
const target = (id: string, shallow = true): DropTarget => dropTargetFor(layout, id, shallow)!;
const rect = { top: 100, bottom: 300, left: 100, right: 500 };

describe('getDropPosition', () => {
  it('gives no indicator over the dragged component itself', () => {
    expect(getDropPosition({ id: 'C1', type: 'CHART' }, target('C1'))).toBeNull();
  });

  it('forbids dropping a container into its own subtree', () => {
    expect(getDropPosition({ id: 'R1', type: 'ROW' }, target('COL'))).toBe('forbidden');
    expect(getDropPosition({ id: 'COL', type: 'COLUMN' }, target('R2'), { x: 110, y: 200 }, rect)).toBe(
      'forbidden',
    );
    expect(getDropPosition({ id: 'COL', type: 'COLUMN' }, target('C2'), { x: 110, y: 200 }, rect)).toBe(
      'forbidden',
    );
  });

  it('forbids what neither the target nor its parent accepts', () => {
    // a chart holds nothing and its row takes no headers, tabs or rows
    expect(getDropPosition({ id: 'X', type: 'HEADER' }, target('C1'))).toBe('forbidden');
    expect(getDropPosition({ id: 'X', type: 'TAB' }, target('R1'))).toBe('forbidden');
    expect(getDropPosition({ id: 'X', type: 'ROW' }, target('C2'))).toBe('forbidden');
  });

  it('drops as a child when only the target accepts it, appending after existing children', () => {
    // a TAB only fits into TABS, never beside it on the grid
    expect(getDropPosition({ id: 'X', type: 'TAB' }, target('TS'))).toBe('right');
    // a column (depth 3) takes a divider; its parent row does not
    expect(getDropPosition({ id: 'X', type: 'DIVIDER' }, target('COL'))).toBe('bottom');
  });

  it('drops as a sibling on the pointer half when only the parent accepts it', () => {
    // chart C1 (in a row: orientation column) → left/right by x
    expect(getDropPosition({ id: 'X', type: 'MARKDOWN' }, target('C1'), { x: 120, y: 200 }, rect)).toBe(
      'left',
    );
    expect(getDropPosition({ id: 'X', type: 'MARKDOWN' }, target('C1'), { x: 480, y: 200 }, rect)).toBe(
      'right',
    );
    // header on the grid (orientation row) → top/bottom by y
    expect(getDropPosition({ id: 'X', type: 'DIVIDER' }, target('H1'), { x: 300, y: 110 }, rect)).toBe('top');
    expect(getDropPosition({ id: 'X', type: 'DIVIDER' }, target('H1'), { x: 300, y: 290 }, rect)).toBe(
      'bottom',
    );
    expect(getDropPosition({ id: 'X', type: 'DIVIDER' }, target('H1'))).toBeNull();
  });

  it('prefers the sibling edge within 20 px when both child and sibling are valid', () => {
    // a chart dragged over row R1: R1 takes charts, and so does the grid (wrapped)
    const drag = { id: 'X', type: 'CHART' as const };
    expect(getDropPosition(drag, target('R1'), { x: 300, y: 110 }, rect)).toBe('top');
    expect(getDropPosition(drag, target('R1'), { x: 300, y: 285 }, rect)).toBe('bottom');
    expect(getDropPosition(drag, target('R1'), { x: 300, y: 121 }, rect)).toBe('right');
    expect(getDropPosition(drag, target('EMPTY'), { x: 300, y: 200 }, rect)).toBe('left');
    // a chart over a column inside a row: column takes it (child: top/bottom), the row too (left/right)
    expect(getDropPosition(drag, target('COL'), { x: 105, y: 200 }, rect)).toBe('left');
    expect(getDropPosition(drag, target('COL'), { x: 495, y: 200 }, rect)).toBe('right');
    expect(getDropPosition(drag, target('COL'), { x: 300, y: 200 }, rect)).toBe('bottom');
  });

  it('ignores a non-shallow target unless the pointer is within 20 px of an edge', () => {
    const drag = { id: 'X', type: 'CHART' as const };
    expect(getDropPosition(drag, target('R1', false), { x: 300, y: 200 }, rect)).toBeNull();
    expect(getDropPosition(drag, target('R1', false), { x: 300, y: 115 }, rect)).toBe('top');
  });

  it('treats tabs as not deepening: a row next to a row inside a nested tab is fine', () => {
    expect(getDropPosition({ id: 'X', type: 'ROW' }, target('R3'), { x: 300, y: 110 }, rect)).toBe('top');
    expect(getDropPosition({ id: 'X', type: 'TABS' }, target('R3'), { x: 300, y: 290 }, rect)).toBe('bottom');
  });

  it('limits nesting depth by the parent depth', () => {
    // R2 sits in a column at depth 3, which still takes TABS beside R2
    expect(getDropPosition({ id: 'X', type: 'TABS' }, target('R2'), { x: 300, y: 110 }, rect)).toBe('top');
    // but C2 (depth 5) in R2: R2 takes no TABS and C2 holds nothing
    expect(getDropPosition({ id: 'X', type: 'TABS' }, target('C2'), { x: 300, y: 110 }, rect)).toBe(
      'forbidden',
    );
    // R2 (depth 4) still takes a column beside C2, but a column's rows (depth 5 parent) would not
    expect(getDropPosition({ id: 'X', type: 'COLUMN' }, target('C2'), { x: 110, y: 110 }, rect)).toBe('left');
    expect(getDropPosition({ id: 'X', type: 'MARKDOWN' }, target('C2'), { x: 490, y: 110 }, rect)).toBe(
      'right',
    );
  });

  it('top-level tabs give their content the grid depth', () => {
    const top = tabbedLayout('TOP', tab('TA', 'A', row('RA', chart('CA', 1))), tab('TB', 'B'));
    const drag = { id: 'X', type: 'TAB' as const };
    expect(getDropPosition(drag, dropTargetFor(top, 'TA')!, { x: 110, y: 200 }, rect)).toBe('left');
    expect(getDropPosition({ id: 'X', type: 'ROW' }, dropTargetFor(top, 'TB')!)).toBe('top');
    expect(getDropPosition({ id: 'X', type: 'DIVIDER' }, dropTargetFor(top, 'TA')!)).toBe('bottom');
  });
});

describe('defaultOrientation and dropTargetFor', () => {
  it('lays rows and tabs as rows, columns and tabs as columns, leaves by their parent', () => {
    expect(defaultOrientation(layout.R1!)).toBe('row');
    expect(defaultOrientation(layout.TS!)).toBe('row');
    expect(defaultOrientation(layout.COL!)).toBe('column');
    expect(defaultOrientation(layout.T1!)).toBe('column');
    expect(defaultOrientation(layout.C1!, layout.R1)).toBe('column');
    expect(defaultOrientation(layout.H1!, layout.GRID_ID)).toBe('row');
    expect(defaultOrientation(gridLayout(column('K', 4, markdown('M'))).M!, layout.COL)).toBe('row');
  });

  it('reads depth and parent from the layout', () => {
    expect(dropTargetFor(layout, 'C2')).toMatchObject({
      depth: 5,
      parent: { id: 'R2' },
      orientation: 'column',
    });
    expect(dropTargetFor(layout, 'nope')).toBeNull();
    expect(dropTargetFor(gridLayout(divider('D')), 'D')).toMatchObject({ depth: 2, orientation: 'row' });
  });
});
