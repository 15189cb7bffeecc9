import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme } from './ThemeProvider';

describe('the app theme', () => {
  it('is the built-in light or dark theme while no system theme is set', () => {
    expect(appTheme(false, undefined, false)).toMatchObject({ isDark: false });
    expect(appTheme(true, { default: null, dark: null }, false).config.algorithm).toBe(
      antdTheme.darkAlgorithm,
    );
  });

  it('takes the system default theme in light mode and the system dark theme in dark mode', () => {
    const system = {
      default: { token: { colorPrimary: '#123456' } },
      dark: { algorithm: 'dark' as const, token: { colorPrimary: '#654321' } },
    };
    const light = appTheme(false, system, false);
    expect(light.isDark).toBe(false);
    expect(light.config.token).toMatchObject({ colorPrimary: '#123456', fontWeightStrong: 500 });
    const dark = appTheme(true, system, false);
    expect(dark.isDark).toBe(true);
    expect(dark.config.token).toMatchObject({ colorPrimary: '#654321' });
  });

  it('reports a dark system default theme as dark', () => {
    expect(appTheme(false, { default: { algorithm: 'dark' }, dark: null }, false).isDark).toBe(true);
  });
});
