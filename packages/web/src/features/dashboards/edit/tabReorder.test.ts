import { applyDrop, dropResultFor, parseLayout } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { chooseDrop } from './dropTarget';

// Tab strip: TAB-a label 0..100, TAB-b 110..210, TAB-c 220..320 (y 0..40); the TABS box around them.
const layout = parseLayout({
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1'] },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b', 'TAB-c'] },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: [], meta: { text: 'A' } },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: [], meta: { text: 'B' } },
  'TAB-c': { id: 'TAB-c', type: 'TAB', children: [], meta: { text: 'C' } },
});
const rect = (left: number, right: number) => ({ top: 0, bottom: 40, left, right });
const tabsBox = { id: 'TABS-1', rect: { top: 0, bottom: 400, left: 0, right: 1000 } };
const gridBox = { id: 'GRID_ID', rect: { top: 0, bottom: 800, left: 0, right: 1000 } };
const label = (id: string, left: number) => ({ id, rect: rect(left, left + 100) });

const drag = (id: string, over: { id: string; rect: ReturnType<typeof rect> }, x: number) => {
  const dragging = { id, type: 'TAB' as const };
  const choice = chooseDrop(layout, dragging, { x, y: 20 }, [over, tabsBox, gridBox]);
  expect(choice?.targetId).toBe(over.id);
  const drop = dropResultFor(layout, dragging, choice!.targetId, choice!.position)!;
  return { choice, edit: applyDrop(layout, drop) };
};

describe('reordering tabs by dragging their titles', () => {
  it('drops a tab left or right of the tab title under the pointer', () => {
    expect(drag('TAB-c', label('TAB-a', 0), 20).choice?.position).toBe('left');
    expect(drag('TAB-a', label('TAB-c', 220), 300).choice?.position).toBe('right');
  });

  it('moves the last tab first, and the first tab last', () => {
    const first = drag('TAB-c', label('TAB-a', 0), 20).edit;
    expect(first.changed).toBe(true);
    expect(first.layout['TABS-1']!.children).toEqual(['TAB-c', 'TAB-a', 'TAB-b']);
    const last = drag('TAB-a', label('TAB-c', 220), 300).edit;
    expect(last.layout['TABS-1']!.children).toEqual(['TAB-b', 'TAB-c', 'TAB-a']);
  });

  it('changes nothing when a tab is dropped back in its place', () => {
    expect(drag('TAB-b', label('TAB-a', 0), 90).edit.changed).toBe(false);
  });
});
