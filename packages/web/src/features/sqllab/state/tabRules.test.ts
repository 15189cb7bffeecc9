import { describe, expect, it } from 'vitest';
import { adjacentTabId, cleanTabHistory, mergeRestoredTabs, newQueryTabName } from './tabRules';
import { testEditor } from '../test-support/fixtures';

const editor = testEditor;

describe('tab names', () => {
  it('numbers untitled tabs from the highest plus one', () => {
    expect(newQueryTabName([])).toBe('Untitled Query 1');
    expect(newQueryTabName([{ name: 'Untitled Query 1' }, { name: 'Untitled Query 7' }, { name: 'x' }])).toBe(
      'Untitled Query 8',
    );
    expect(newQueryTabName([{ name: 'Untitled Query 2b' }, { name: 'My query' }])).toBe('Untitled Query 1');
  });
});

describe('tab switching', () => {
  const tabs = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it('cycles forwards and backwards', () => {
    expect(adjacentTabId(tabs, 'a', 1)).toBe('b');
    expect(adjacentTabId(tabs, 'c', 1)).toBe('a');
    expect(adjacentTabId(tabs, 'a', -1)).toBe('c');
    expect(adjacentTabId(tabs, 'nope', 1)).toBe('a');
    expect(adjacentTabId([], 'a', 1)).toBeUndefined();
  });
});

describe('tab history', () => {
  it('drops destroyed, unknown and consecutive duplicate entries', () => {
    const existing = new Set(['a', 'b', 'c']);
    expect(cleanTabHistory(['a', 'a', 'x', 'b', 'd', 'b', 'c', 'a'], existing, { d: 1 })).toEqual([
      'a',
      'b',
      'c',
      'a',
    ]);
    expect(cleanTabHistory(['a', 'c', 'a'], existing, { c: 5 })).toEqual(['a']);
  });
});

describe('restoring tabs', () => {
  it('prefers the newer copy by updatedAt', () => {
    const server = [
      editor('1', { remoteId: 1, sql: 'server one', updatedAt: 100 }),
      editor('2', { remoteId: 2, sql: 'server two', updatedAt: 300 }),
    ];
    const local = [
      editor('local-1', { remoteId: 1, sql: 'local one', updatedAt: 200 }),
      editor('local-2', { remoteId: 2, sql: 'local two', updatedAt: 200 }),
    ];
    const r = mergeRestoredTabs({ server, local, localHistory: ['local-2', 'local-1'], destroyed: {} });
    expect(r.queryEditors.map((e) => e.sql)).toEqual(['local one', 'server two']);
    expect(r.queryEditors[0]!.remoteId).toBe(1);
    // The local history maps onto the merged tabs; the active tab is the last in history.
    expect(r.activeId).toBe('local-1');
  });

  it('removes tabs destroyed locally and keeps unsynced local tabs', () => {
    const server = [editor('1', { remoteId: 1 }), editor('2', { remoteId: 2 })];
    const local = [
      editor('only-local', { inLocalStorage: true }),
      editor('gone', { remoteId: 9, updatedAt: 5 }),
    ];
    const r = mergeRestoredTabs({
      server,
      local,
      localHistory: ['2', 'only-local', 'only-local', 'gone'],
      destroyed: { '2': 123 },
    });
    expect(r.queryEditors.map((e) => e.id)).toEqual(['1', 'only-local']);
    expect(r.tabHistory).toEqual(['only-local']);
    expect(r.activeId).toBe('only-local');
  });

  it('falls back to the server active tab, then the first tab', () => {
    const server = [editor('1', { remoteId: 1 }), editor('2', { remoteId: 2 })];
    expect(
      mergeRestoredTabs({ server, local: [], localHistory: [], destroyed: {}, serverActiveId: '2' }).activeId,
    ).toBe('2');
    const r = mergeRestoredTabs({ server, local: [], localHistory: [], destroyed: {} });
    expect(r.activeId).toBe('1');
    expect(r.tabHistory).toEqual(['1']);
  });
});
