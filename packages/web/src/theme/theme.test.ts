import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, buildTheme, isDarkMode, readThemeMode, writeThemeMode } from './theme';

describe('theme', () => {
  it('uses the spec tokens', () => {
    const t = buildTheme(false);
    expect(t.token).toMatchObject({ colorPrimary: '#2893B3', fontWeightStrong: 500 });
    expect(t.token?.fontFamily).toMatch(/^Inter,/);
    expect(t.algorithm).toBe(antdTheme.defaultAlgorithm);
    expect(buildTheme(true).algorithm).toBe(antdTheme.darkAlgorithm);
  });

  it('resolves system against prefers-color-scheme', () => {
    expect(isDarkMode('default', true)).toBe(false);
    expect(isDarkMode('dark', false)).toBe(true);
    expect(isDarkMode('system', true)).toBe(true);
    expect(isDarkMode('system', false)).toBe(false);
  });

  it('stores the choice, defaulting to "default"', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    expect(readThemeMode(storage)).toBe('default');
    writeThemeMode('system', storage);
    expect(map.get(THEME_STORAGE_KEY)).toBe('system');
    expect(readThemeMode(storage)).toBe('system');
    map.set(THEME_STORAGE_KEY, 'purple');
    expect(readThemeMode(storage)).toBe('default');
  });
});
