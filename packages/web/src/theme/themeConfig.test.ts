import { theme as antdTheme } from 'antd';
import { isValidThemeConfig } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { THEME_PRESETS, jsonIsDark, parseThemeJson, themeFromJson } from './themeConfig';

describe('stored themes', () => {
  it('lays the stored tokens over the app tokens and picks the algorithm it names', () => {
    const t = themeFromJson({ algorithm: 'dark', token: { colorPrimary: '#ff0000' } }, false);
    expect(t.algorithm).toBe(antdTheme.darkAlgorithm);
    expect(t.token).toMatchObject({ colorPrimary: '#ff0000', fontWeightStrong: 500 });
    expect(antdTheme.getDesignToken(t).colorBgLayout).not.toBe(
      antdTheme.getDesignToken(themeFromJson({}, false)).colorBgLayout,
    );
  });

  it('follows the surrounding mode when the theme names none, and adds compact', () => {
    expect(themeFromJson({}, true).algorithm).toBe(antdTheme.darkAlgorithm);
    expect(themeFromJson({ algorithm: ['default', 'compact'] }, true).algorithm).toEqual([
      antdTheme.defaultAlgorithm,
      antdTheme.compactAlgorithm,
    ]);
    expect(jsonIsDark({ algorithm: 'system' }, true)).toBe(true);
    expect(jsonIsDark({ token: {} }, true)).toBeUndefined();
  });

  it('offers the spec presets, each a valid theme', () => {
    expect(THEME_PRESETS.map((p) => p.key)).toEqual(['default', 'dark', 'compact', 'funky', 'funky-dark']);
    for (const p of THEME_PRESETS) expect(isValidThemeConfig(p.json)).toBe(true);
    expect(THEME_PRESETS[0]!.json.token).toMatchObject({ colorPrimary: '#2893B3' });
  });

  it('parses only JSON objects', () => {
    expect(parseThemeJson('{"token":{}}')).toEqual({ token: {} });
    expect(parseThemeJson('[1]')).toBeNull();
    expect(parseThemeJson('{oops')).toBeNull();
  });
});
