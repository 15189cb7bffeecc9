import { describe, expect, it } from 'vitest';
import { TableTab } from './homeQueries';
import {
  DEFAULT_OPEN_PANELS,
  HomeKeys,
  readOpenPanels,
  readTab,
  readThumbnails,
  rememberOpenPanels,
  rememberTab,
  rememberThumbnails,
} from './homeStorage';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('home storage', () => {
  it('keeps a panel’s tab under Superset’s key, only if the panel has that tab', () => {
    const s = memory();
    expect(readTab(HomeKeys.ChartFilter, [TableTab.Mine], s)).toBeUndefined();
    rememberTab(HomeKeys.ChartFilter, TableTab.Favorite, s);
    expect(s.m.get('homepage_chart_filter')).toBe('"Favorite"');
    expect(readTab(HomeKeys.ChartFilter, [TableTab.Favorite, TableTab.Mine], s)).toBe(TableTab.Favorite);
    expect(readTab(HomeKeys.ChartFilter, [TableTab.Mine], s)).toBeUndefined();
    s.m.set('homepage_chart_filter', 'not json');
    expect(readTab(HomeKeys.ChartFilter, [TableTab.Mine], s)).toBeUndefined();
  });

  it('opens Dashboards and Charts first; the open panels then as left, all closed reopening the defaults', () => {
    const s = memory();
    expect(readOpenPanels(s)).toEqual(DEFAULT_OPEN_PANELS);
    rememberOpenPanels(['recents'], s);
    expect(readOpenPanels(s)).toEqual(['recents']);
    rememberOpenPanels([], s);
    expect(readOpenPanels(s)).toEqual(DEFAULT_OPEN_PANELS);
  });

  it('shows thumbnails until a user switches them off', () => {
    const s = memory();
    expect(readThumbnails(1, s)).toBe(true);
    rememberThumbnails(1, false, s);
    expect(readThumbnails(1, s)).toBe(false);
    expect(readThumbnails(2, s)).toBe(true);
  });

  it('blocked storage reads as nothing and forgets quietly', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readOpenPanels(blocked)).toEqual(DEFAULT_OPEN_PANELS);
    expect(() => rememberThumbnails(1, false, blocked)).not.toThrow();
  });
});
